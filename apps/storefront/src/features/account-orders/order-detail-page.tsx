import { Plural, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { orderQueryOptions, type OrderDetail } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS, routePath } from '@shop/domain';
import { ORDER_STATUS_MESSAGES, formatDate } from '@shop/i18n';
import { formatEuros } from '../../shared/catalogue';
import { OrderAddress, OrderLinesTable } from '../../shared/orders';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { ReorderButton } from './reorder-button';
import './account-orders.css';

/**
 * `/fr/mon-compte/commande/{id}` (SPEC.md §2 Account): every field of the order (§3), its
 * items and its two addresses.
 */
export function OrderDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  const { data: order } = useSuspenseQuery(orderQueryOptions(id));
  return (
    <div className="page">
      <PageBreadcrumb
        pageType="account"
        entity={{
          label: { text: order.number },
          path: routePath('my-order___fr', { id: order.id }),
          parents: [{ label: { code: 'my_orders' }, path: ACCOUNT_PAGE_PATHS.my_orders }],
        }}
      />
      <h1>{t`Commande ${order.number}`}</h1>
      <OrderFacts order={order} />
      <section className="order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t`Articles`}</h2>
        <OrderLinesTable lines={order.list} number={order.number} />
      </section>
      {order.can_reorder && (
        <section className="order-section" aria-labelledby="order-reorder-title">
          <h2 id="order-reorder-title">{t`Renouveler`}</h2>
          <ReorderButton order={order} />
        </section>
      )}
      <section className="order-section" aria-labelledby="order-addresses-title">
        <h2 id="order-addresses-title">{t`Adresses`}</h2>
        <div className="order-addresses">
          <div>
            <h3>{t`Adresse de facturation`}</h3>
            <OrderAddress address={order.billing_address} />
          </div>
          <div>
            <h3>{t`Adresse de livraison`}</h3>
            <OrderAddress address={order.delivery_address} />
          </div>
        </div>
      </section>
      <p>
        <AppLink to="/fr/mon-compte/commandes">{t`Retour à mes commandes`}</AppLink>
      </p>
    </div>
  );
}

/** The order's own fields, label and value; an unknown value says so rather than hiding. */
function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const none = t`Non communiqué`;
  const channels: Record<string, string> = {
    web: t`Site internet`,
    phone: t`Téléphone`,
    mail: t`Courrier`,
  };
  const shippingModes: Record<OrderDetail['shipping_mode'], string> = {
    home: t`Livraison à domicile`,
    relay: t`Livraison en point relais`,
  };
  const count = order.number_of_articles;
  const facts: [string, ReactNode][] = [
    [t`Numéro`, order.number],
    [t`Date`, formatDate(order.date)],
    [t`Canal`, channels[order.channel] ?? order.channel],
    [t`Statut`, i18n._(ORDER_STATUS_MESSAGES[order.shown_status])],
    [t`Articles`, <Plural value={count} one="# article" other="# articles" />],
    [t`Mode de livraison`, shippingModes[order.shipping_mode]],
    [t`Transporteur`, order.carrier.label],
    [t`Numéro de suivi`, order.tracking_number ?? none],
    [t`Moyen de paiement`, order.payment_method.label],
    [t`Identifiant de transaction`, order.transaction_id ?? none],
    [t`Frais de livraison`, formatEuros(order.shipping_fees)],
    [t`Remise`, order.discount > 0 ? `− ${formatEuros(order.discount)}` : formatEuros(0)],
    [t`Total`, formatEuros(order.total_amount)],
  ];
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
