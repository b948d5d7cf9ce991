import { describe, expect, it } from 'vitest';
import type {
  MailContent,
  OrderConfirmationPayload,
  PaymentFailedPayload,
} from '../../src/mail/mail-content';
import { composeMail } from '../../src/mail/templates';

const site = { name: 'Laboratoires Aubépine', origin: 'https://www.aubepine.example' };
const NBSP = '\u00a0';

const order: OrderConfirmationPayload = {
  order_id: 42,
  number: 'CMD-2026-000042',
  placed_at: '2026-11-27T09:30:00.000Z',
  firstname: 'Louise',
  lastname: 'Martin',
  payment_label: 'Carte bancaire',
  carrier_label: 'Colissimo',
  lines: [
    { name: 'Magnésium marin', quantity: 2, unit_price: 1290, line_total: 2580, offered: false },
    {
      name: 'Vitamine D3 <forte>',
      quantity: 1,
      unit_price: 123450,
      line_total: 123450,
      offered: false,
    },
    { name: 'Échantillon', quantity: 1, unit_price: 500, line_total: 0, offered: true },
  ],
  goods: 126030,
  discount: 1000,
  shipping_fees: 0,
  total: 125030,
  delivery_lines: ['Louise Martin', '8 rue des Lilas', '69003 Lyon'],
  cheque: null,
  link: '/fr/mon-compte/commande/42',
};

const failed: PaymentFailedPayload = {
  order_id: 42,
  number: 'CMD-2026-000042',
  firstname: 'Louise',
  lastname: 'Martin',
  total: 2580,
  reason: 'refused',
  link: '/fr/commande/panier',
};

describe('composeMail', () => {
  it('confirms an order with its lines and totals, prices by the one formatter', () => {
    const mail = composeMail(site, { kind: 'order_confirmation', payload: order });
    expect(mail.subject).toBe('Confirmation de votre commande CMD-2026-000042');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Magnésium marin');
      expect(part).toContain(`12,90${NBSP}€`);
      expect(part).toContain(`25,80${NBSP}€`);
      // Thousands grouped with a narrow no-break space, as everywhere on the site.
      expect(part).toContain(`1\u202f234,50${NBSP}€`);
      expect(part).toContain('Offert');
      expect(part).toContain(`-10${NBSP}€`);
      expect(part).toContain('Offerte');
      expect(part).toContain(`1\u202f250,30${NBSP}€`);
      expect(part).toContain('27 novembre 2026 à 10:30');
      expect(part).toContain('https://www.aubepine.example/fr/mon-compte/commande/42');
      expect(part).toContain('69003 Lyon');
      expect(part).toContain('Carte bancaire');
    }
    expect(mail.text).toContain(`2 × Magnésium marin — 12,90${NBSP}€ l’unité — 25,80${NBSP}€`);
    expect(mail.text).toContain('1 × Échantillon — offert\n');
    expect(mail.html).toContain('Vitamine D3 &lt;forte&gt;');
    expect(mail.html).not.toContain('<forte>');
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="fr">/);
  });

  it('tells a cheque order where to send the cheque, and for how much', () => {
    const mail = composeMail(site, {
      kind: 'order_confirmation',
      payload: {
        ...order,
        payment_label: 'Chèque',
        cheque: {
          payee: 'Laboratoires Aubépine',
          address_lines: ['Laboratoires Aubépine', '12 rue des Tilleuls', '69007 Lyon'],
        },
      },
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(
        `dès réception de votre chèque de 1\u202f250,30${NBSP}€ à l’ordre de Laboratoires Aubépine`,
      );
      expect(part).toContain('12 rue des Tilleuls');
    }
    expect(mail.text).not.toContain('est accepté');
  });

  it.each([
    ['refused', 'Votre banque a refusé le paiement de 25,80'],
    ['3ds_failed', 'n’a pas été authentifié auprès de votre banque'],
    ['expired', 'il a expiré'],
  ] as const)('says why a payment failed (%s) and links back to the cart', (reason, words) => {
    const mail = composeMail(site, { kind: 'payment_failed', payload: { ...failed, reason } });
    expect(mail.subject).toBe('Le paiement de votre commande CMD-2026-000042 n’a pas abouti');
    expect(mail.text).toContain(words);
    expect(mail.html).toContain(words);
    expect(mail.text).toContain('https://www.aubepine.example/fr/commande/panier');
  });

  it('gives the reset link in full, in the button and in the text', () => {
    const link = '/fr/mot-de-passe-oublie-reinitialisation?token=abc_DEF-123';
    const mail = composeMail(site, {
      kind: 'password_reset',
      payload: { link, expires_at: '2026-11-28T09:30:00.000Z' },
    });
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.html).toContain(`href="https://www.aubepine.example${link}"`);
    expect(mail.text).toContain(
      `Choisir un nouveau mot de passe\u202f: https://www.aubepine.example${link}`,
    );
    expect(mail.text).toContain('jusqu’au 28 novembre 2026 à 10:30');
  });

  it('escapes what a visitor typed, in text nodes and in attributes', () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror='x'>`;
    const mails: MailContent[] = [
      {
        kind: 'account_created',
        payload: {
          firstname: hostile,
          lastname: 'Durand',
          email: 'a@b.fr',
          link: '/fr/mon-compte',
        },
      },
      {
        kind: 'contact_request',
        payload: {
          contact_request_id: 7,
          customer_id: null,
          reply_to: 'a@b.fr',
          profile: 'private',
          subject: 'other',
          message: hostile,
          firstname: 'Louise',
          lastname: 'Martin',
          email: 'a@b.fr',
          function: '',
          address_line_1: '',
          zipcode: '',
          city: '',
        },
      },
      {
        kind: 'contact_acknowledgement',
        payload: { contact_request_id: 7, firstname: 'Louise', lastname: hostile, subject: 'x' },
      },
    ];
    for (const mail of mails) {
      const { html, text } = composeMail(site, mail);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&quot;&gt;');
      // The text part is not HTML: it keeps the words as typed.
      expect(text).toContain(hostile);
    }
  });

  it('writes every kind of mail in French, signed by the shop', () => {
    const mails: MailContent[] = [
      {
        kind: 'account_created',
        payload: {
          firstname: 'Louise',
          lastname: 'Martin',
          email: 'l@m.fr',
          link: '/fr/mon-compte',
        },
      },
      { kind: 'password_reset_no_account', payload: { sign_up_link: '/fr/inscription' } },
      { kind: 'email_changed', payload: { former_email: 'a@b.fr', new_email: 'c@d.fr' } },
      { kind: 'newsletter_welcome', payload: { email: 'a@b.fr', newsletters: ['health', 'diet'] } },
      {
        kind: 'withdrawal_acknowledgement',
        payload: {
          withdrawal_request_id: 3,
          order_number: 'CMD-2026-000042',
          civility: 'Madame',
          firstname: 'Louise',
          lastname: 'Martin',
          received_at: '2026-11-27T09:30:00.000Z',
        },
      },
    ];
    const expected = [
      ['Bienvenue chez Laboratoires Aubépine', 'Votre compte client est créé'],
      ['Réinitialisation de votre mot de passe', 'aucun compte client ne lui est associé'],
      ['Votre adresse e-mail a été modifiée', 'est désormais c@d.fr'],
      ['Bienvenue dans nos newsletters', 'la newsletter du programme minceur'],
      [
        'Accusé de réception de votre rétractation (commande CMD-2026-000042)',
        'au plus tard 14 jours après la réception de votre retour',
      ],
    ];
    mails.forEach((mail, index) => {
      const composed = composeMail(site, mail);
      const [subject, words] = expected[index] ?? [];
      expect(composed.subject).toBe(subject);
      expect(composed.text).toContain(words);
      expect(composed.html).toContain(`<title>${subject}</title>`);
      expect(composed.text.endsWith('Laboratoires Aubépine\nhttps://www.aubepine.example\n')).toBe(
        true,
      );
    });
  });
});
