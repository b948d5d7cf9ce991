import { formatPrice } from '@shop/domain';
import {
  absolute,
  button,
  CELL,
  DATE_TIME,
  greeting,
  lines,
  paragraph,
  type Block,
} from './blocks';
import { html } from './html';
import type { MailSite, OrderConfirmationPayload, PaymentFailedPayload } from './mail-content';

/** The mails of an order: confirmed (paid, or placed by cheque), or its payment failed. */

function orderLines(order: OrderConfirmationPayload): Block {
  const price = (cents: number, offered: boolean) => (offered ? 'Offert' : formatPrice(cents));
  const rows = order.lines.map(
    (line) =>
      html`<tr>
        <td style="${CELL}">${line.name}</td>
        <td style="${CELL};text-align:right">${line.quantity}</td>
        <td style="${CELL};text-align:right;white-space:nowrap">
          ${price(line.unit_price, line.offered)}
        </td>
        <td style="${CELL};text-align:right;white-space:nowrap">
          ${price(line.line_total, line.offered)}
        </td>
      </tr>`,
  );
  const totals: [string, string][] = [['Sous-total', formatPrice(order.goods)]];
  if (order.discount > 0) totals.push(['Remise', formatPrice(-order.discount)]);
  totals.push([
    'Livraison',
    order.shipping_fees === 0 ? 'Offerte' : formatPrice(order.shipping_fees),
  ]);
  totals.push(['Total TTC', formatPrice(order.total)]);
  const totalRows = totals.map(
    ([label, value], index) =>
      html`<tr>
        <th
          scope="row"
          colspan="3"
          style="${CELL};text-align:right${index === totals.length - 1 ? ';font-size:18px' : ''}"
        >
          ${label}
        </th>
        <td
          style="${CELL};text-align:right;white-space:nowrap${index === totals.length - 1 ? ';font-weight:bold;font-size:18px' : ''}"
        >
          ${value}
        </td>
      </tr>`,
  );
  const text = [
    ...order.lines.map((line) =>
      line.offered
        ? `${line.quantity} × ${line.name} — offert`
        : `${line.quantity} × ${line.name} — ${formatPrice(line.unit_price)} l’unité — ${formatPrice(line.line_total)}`,
    ),
    '',
    ...totals.map(([label, value]) => `${label}\u202f: ${value}`),
  ].join('\n');
  return {
    html: html`<table style="border-collapse:collapse;width:100%;margin:0 0 24px">
      <caption style="text-align:left;font-weight:bold;padding:0 0 8px">
        Vos articles
      </caption>
      <thead>
        <tr>
          <th scope="col" style="${CELL}">Article</th>
          <th scope="col" style="${CELL};text-align:right">Qté</th>
          <th scope="col" style="${CELL};text-align:right">Prix unitaire</th>
          <th scope="col" style="${CELL};text-align:right">Total</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
      <tfoot>
        ${totalRows}
      </tfoot>
    </table>`,
    text: `Vos articles\n${text}`,
  };
}

export function orderConfirmation(site: MailSite, order: OrderConfirmationPayload) {
  const placed = DATE_TIME.format(new Date(order.placed_at));
  const payment: Block[] = order.cheque
    ? [
        paragraph(
          `Nous préparerons votre commande dès réception de votre chèque de ${formatPrice(order.total)} à l’ordre de ${order.cheque.payee}, en indiquant au dos le numéro de commande ${order.number}.`,
        ),
        lines('Adresse d’envoi du chèque', order.cheque.address_lines),
      ]
    : [
        paragraph(
          `Votre paiement (${order.payment_label}) de ${formatPrice(order.total)} est accepté\u202f: nous préparons votre commande.`,
        ),
      ];
  return {
    subject: `Confirmation de votre commande ${order.number}`,
    blocks: [
      greeting(order.firstname, order.lastname),
      paragraph(`Merci pour votre commande n° ${order.number}, passée le ${placed}.`),
      ...payment,
      orderLines(order),
      lines(`Livraison\u202f: ${order.carrier_label}`, order.delivery_lines),
      button('Suivre ma commande', absolute(site, order.link)),
    ],
  };
}

export function paymentFailed(site: MailSite, payment: PaymentFailedPayload) {
  const total = formatPrice(payment.total);
  const what = {
    refused: `Votre banque a refusé le paiement de ${total} pour votre commande n° ${payment.number}.`,
    '3ds_failed': `Le paiement de ${total} pour votre commande n° ${payment.number} n’a pas été authentifié auprès de votre banque (3-D Secure).`,
    expired: `Le paiement de ${total} pour votre commande n° ${payment.number} n’a pas été confirmé dans le délai prévu\u202f: il a expiré.`,
  }[payment.reason];
  return {
    subject: `Le paiement de votre commande ${payment.number} n’a pas abouti`,
    blocks: [
      greeting(payment.firstname, payment.lastname),
      paragraph(what),
      paragraph(
        'Aucun montant n’a été débité. Votre panier vous attend\u202f: vous pouvez payer à nouveau, par carte ou par un autre moyen de paiement.',
      ),
      button('Reprendre ma commande', absolute(site, payment.link)),
    ],
  };
}
