import type { Newsletter } from '@shop/domain';
import { contactProfileLabel, contactSubjectLabel } from '../repositories/forms/contact-choices';
import {
  absolute,
  button,
  DATE,
  DATE_TIME,
  fields,
  FONT,
  greeting,
  lines,
  paragraph,
  type Block,
} from './blocks';
import { html } from './html';
import type { ComposedMail, MailContent, MailSite } from './mail-content';
import { orderConfirmation, paymentFailed } from './order-templates';

/**
 * The shop's e-mails, composed from what the outbox stores (mail-content.ts): pure, so a
 * test reads every word, and the same facts always give the same mail. Each mail is a
 * list of blocks (blocks.ts), written once for HTML and once for plain text.
 */

const NEWSLETTER_LABELS: Record<Newsletter, string> = {
  health: 'la newsletter santé\u202f: conseils et actualités bien-être',
  product: 'la newsletter produits\u202f: nouveautés et offres',
  diet: 'la newsletter du programme minceur',
};

/** Subject and blocks of each kind of mail. */
function contentOf(site: MailSite, mail: MailContent): { subject: string; blocks: Block[] } {
  switch (mail.kind) {
    case 'account_created': {
      const { firstname, lastname, email, link } = mail.payload;
      return {
        subject: `Bienvenue chez ${site.name}`,
        blocks: [
          greeting(firstname, lastname),
          paragraph(
            `Votre compte client est créé. Vous vous connectez avec votre adresse e-mail, ${email}, et le mot de passe que vous avez choisi.`,
          ),
          button('Accéder à mon compte', absolute(site, link)),
          paragraph(
            'Si vous n’êtes pas à l’origine de cette inscription, répondez à ce message\u202f: notre service client supprimera ce compte.',
          ),
        ],
      };
    }
    case 'password_reset': {
      const { link, expires_at } = mail.payload;
      return {
        subject: 'Réinitialisation de votre mot de passe',
        blocks: [
          paragraph('Bonjour,'),
          paragraph('Vous avez demandé à réinitialiser le mot de passe de votre compte client.'),
          button('Choisir un nouveau mot de passe', absolute(site, link)),
          paragraph(
            `Ce lien sert une seule fois, jusqu’au ${DATE_TIME.format(new Date(expires_at))}. Passé ce délai, recommencez la procédure.`,
          ),
          paragraph(
            'Si vous n’avez rien demandé, ignorez ce message\u202f: votre mot de passe ne change pas.',
          ),
        ],
      };
    }
    case 'password_reset_no_account':
      return {
        subject: 'Réinitialisation de votre mot de passe',
        blocks: [
          paragraph('Bonjour,'),
          paragraph(
            'Une réinitialisation de mot de passe a été demandée pour cette adresse e-mail, mais aucun compte client ne lui est associé.',
          ),
          button('Créer un compte', absolute(site, mail.payload.sign_up_link)),
          paragraph('Si vous n’avez rien demandé, ignorez ce message.'),
        ],
      };
    case 'email_changed':
      return {
        subject: 'Votre adresse e-mail a été modifiée',
        blocks: [
          paragraph('Bonjour,'),
          paragraph(
            `L’adresse e-mail de votre compte client est désormais ${mail.payload.new_email}\u202f: c’est avec elle que vous vous connectez.`,
          ),
          paragraph(
            'Si vous n’êtes pas à l’origine de ce changement, contactez sans attendre notre service client.',
          ),
        ],
      };
    case 'newsletter_welcome': {
      const { email, newsletters } = mail.payload;
      return {
        subject: 'Bienvenue dans nos newsletters',
        blocks: [
          paragraph('Bonjour,'),
          lines(
            `Votre adresse ${email} est inscrite à\u202f:`,
            newsletters.map((newsletter) => NEWSLETTER_LABELS[newsletter] ?? newsletter),
          ),
          paragraph(
            'Vous pouvez vous désinscrire à tout moment depuis votre compte ou la page newsletter du site.',
          ),
        ],
      };
    }
    case 'contact_request': {
      const request = mail.payload;
      const profile = contactProfileLabel(request.profile);
      const subject = contactSubjectLabel(request.subject);
      const address = [request.address_line_1, `${request.zipcode} ${request.city}`.trim()]
        .filter((part) => part !== '')
        .join(', ');
      return {
        subject: `Contact (${profile})\u202f: ${subject}`,
        blocks: [
          paragraph(`Demande de contact n° ${request.contact_request_id}.`),
          fields([
            ['Profil', profile],
            ['Objet', subject],
            ['Nom', `${request.firstname} ${request.lastname}`],
            ['E-mail', request.reply_to],
            ['Fonction', request.function || '—'],
            ['Adresse', address || '—'],
            ['Client', request.customer_id === null ? 'visiteur' : `n° ${request.customer_id}`],
            ['Message', request.message],
          ]),
        ],
      };
    }
    case 'contact_acknowledgement': {
      const { contact_request_id, firstname, lastname, subject } = mail.payload;
      return {
        subject: 'Nous avons bien reçu votre message',
        blocks: [
          greeting(firstname, lastname),
          paragraph(
            `Nous avons bien reçu votre message «\u202f${subject}\u202f» (demande n° ${contact_request_id}). Notre service client vous répond au plus vite.`,
          ),
        ],
      };
    }
    case 'withdrawal_request': {
      const request = mail.payload;
      return {
        subject: `Rétractation de la commande ${request.order_number}`,
        blocks: [
          paragraph(
            `Demande de rétractation n° ${request.withdrawal_request_id}, reçue le ${DATE_TIME.format(new Date(request.received_at))}.`,
          ),
          fields([
            ['Commande', request.order_number],
            [
              'Commande trouvée',
              request.order_id === null ? 'non' : `oui (id ${request.order_id})`,
            ],
            ['Date de commande', request.order_date || '—'],
            ['Date de livraison', request.delivery_date || '—'],
            ['Nom', `${request.civility} ${request.firstname} ${request.lastname}`.trim()],
            ['E-mail', request.reply_to],
            ['Client', request.customer_id === null ? 'visiteur' : `n° ${request.customer_id}`],
            ['Adresse', request.address || '—'],
            ['Produits retournés', request.content],
          ]),
        ],
      };
    }
    case 'withdrawal_acknowledgement': {
      const { order_number, firstname, lastname, received_at, withdrawal_request_id } =
        mail.payload;
      return {
        subject: `Accusé de réception de votre rétractation (commande ${order_number})`,
        blocks: [
          greeting(firstname, lastname),
          paragraph(
            `Nous avons bien reçu le ${DATE.format(new Date(received_at))} votre demande de rétractation pour la commande ${order_number} (demande n° ${withdrawal_request_id}).`,
          ),
          paragraph(
            'Renvoyez-nous les produits concernés dans leur emballage d’origine. Nous vous remboursons au plus tard 14 jours après la réception de votre retour.',
          ),
        ],
      };
    }
    case 'order_confirmation':
      return orderConfirmation(site, mail.payload);
    case 'payment_failed':
      return paymentFailed(site, mail.payload);
  }
}

/** One mail of the shop, in French: its subject, its HTML and its plain text. */
export function composeMail(site: MailSite, mail: MailContent): ComposedMail {
  const { subject, blocks } = contentOf(site, mail);
  const body = blocks.map((block) => block.html);
  const document = html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f1ec">
        <table role="presentation" style="width:100%;border-collapse:collapse;background:#f4f1ec">
          <tr>
            <td style="padding:24px 8px">
              <table
                role="presentation"
                style="width:100%;max-width:600px;margin:0 auto;border-collapse:collapse;background:#ffffff"
              >
                <tr>
                  <td
                    style="padding:20px 24px;background:#2f5d3a;${FONT};color:#ffffff;font-size:20px;font-weight:bold"
                  >
                    ${site.name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;${FONT}">${body}</td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 24px;border-top:1px solid #e3e0d8;${FONT};font-size:13px;color:#555555"
                  >
                    ${site.name} — <a href="${site.origin}" style="color:#2f5d3a">${site.origin}</a>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  const text = [...blocks.map((block) => block.text), `—\n${site.name}\n${site.origin}`];
  return { subject, html: document.value, text: `${text.join('\n\n')}\n` };
}
