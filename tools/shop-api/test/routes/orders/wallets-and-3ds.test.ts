import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_TIME_LIMIT_MS, THREE_DS_CHALLENGE_LIFE_MS } from '@shop/domain';
import { cardPayments } from '../../../src/db/schema';
import { TEST_CARDS } from '../../../src/payment-sandbox/test-cards';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { insertAddress, newCart, productBySlug, validDraft } from '../cart/cart-fixtures';
import { paymentCalls } from './payment-helpers';

const LIMIT_MS = CARD_PAYMENT_TIME_LIMIT_MS;

const returnPath = (token: string) => `/fr/commande/paiement?token=${token}`;

/** The labels of a page's submit buttons that post an outcome, with their values. */
const outcomeButtons = (html: string) =>
  [
    ...html.matchAll(
      /<button type="submit" name="outcome" value="([^"]+)"[^>]*>([^<]+)<\/button>/g,
    ),
  ].map(([, value, label]) => [value, label]);

const cardOf = (behaviour: (typeof TEST_CARDS)[number]['behaviour']) => {
  const card = TEST_CARDS.find((candidate) => candidate.behaviour === behaviour);
  if (!card) throw new Error(`no test card ${behaviour}`);
  return card;
};

describe.each(testDatabaseKinds)('wallets and the 3-D Secure challenge on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now, paymentExpiryMs: LIMIT_MS });
  const { prepare, startPayment, answer, settle, orderRow } = paymentCalls(api);

  /** A cart validated by the real call with `method`, and its payment started. */
  async function validatedPayment(method: string) {
    const customer = await createTestCustomer(api.app, api.db);
    const addressId = await insertAddress(api.db, customer.customerId);
    const product = await productBySlug(api.db, 'lactea-immunite');
    const cartToken = await newCart(api, [{ id: product.id, quantity: 2 }], customer.token);
    const validate = () =>
      api.call('POST', `/cart/${cartToken}/validate`, {
        token: customer.token,
        body: validDraft(addressId, { payment_method: method }),
      });
    const validated = await validate();
    expect(validated.status).toBe(200);
    // One order per cart: validating again (a double submit) finds the same one.
    const again = await validate();
    expect(again.body.data.order_id).toBe(validated.body.data.order_id);
    const prepared = await prepare(customer, cartToken);
    expect(prepared.status).toBe(200);
    const { token, url } = prepared.body.data as { token: string; url: string };
    return { customer, orderId: validated.body.data.order_id as number, token, url };
  }

  describe.each([
    {
      method: 'paypal',
      heading: 'Payer avec PayPal',
      buttons: [
        ['accepted', 'Se connecter et approuver le paiement'],
        ['refused', 'Simuler un refus de PayPal'],
        ['cancelled', 'Annuler et revenir à la boutique'],
      ],
    },
    {
      method: 'apple_pay',
      heading: 'Payer avec Apple Pay',
      buttons: [
        ['accepted', 'Confirmer le paiement'],
        ['refused', 'Simuler un refus de la carte'],
        ['cancelled', 'Annuler'],
      ],
    },
    {
      method: 'google_pay',
      heading: 'Payer avec Google Pay',
      buttons: [
        ['accepted', 'Confirmer le paiement'],
        ['refused', 'Simuler un refus de la carte'],
        ['cancelled', 'Annuler'],
      ],
    },
  ])('$method', ({ method, heading, buttons }) => {
    it('is paid on its own hosted page, with its three answers', async () => {
      const { url, token } = await validatedPayment(method);
      const page = await api.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain(`<h1>${heading}</h1>`);
      expect(outcomeButtons(page.body)).toEqual(buttons);
      // No card, no 3-D Secure on a wallet's page.
      expect(page.body).not.toContain('Cartes de test');
      expect(page.body).not.toMatch(/<script|https?:\/\//i);
      const [row] = await api.db.select().from(cardPayments).where(eq(cardPayments.token, token));
      expect(row?.method).toBe(method);
    });

    it.each([
      ['accepted', 'in_progress', null],
      ['refused', 'in_payment', 'payment_refused'],
      ['cancelled', 'in_payment', 'payment_cancelled'],
    ] as const)(
      'answered %s, comes back to the shop as the card does',
      async (outcome, status, code) => {
        const { customer, orderId, token } = await validatedPayment(method);
        const posted = await answer(
          token,
          `email=acheteur%40exemple.fr&password=x&outcome=${outcome}`,
        );
        expect(posted.statusCode).toBe(303);
        expect(posted.headers.location).toBe(returnPath(token));
        const settled = await settle(customer, token);
        expect(settled.status).toBe(200);
        expect(settled.body.data).toMatchObject({ outcome, order_id: orderId, error_code: code });
        expect((await orderRow(orderId))?.status).toBe(status);
      },
    );

    it('charges once on a double submit and a reloaded return address', async () => {
      const { customer, orderId, token } = await validatedPayment(method);
      const posts = await Promise.all([
        answer(token, 'outcome=accepted'),
        answer(token, 'outcome=accepted'),
        answer(token, 'outcome=refused'),
      ]);
      expect(posts.map((posted) => posted.statusCode)).toEqual([303, 303, 303]);
      const [first, second] = [await settle(customer, token), await settle(customer, token)];
      expect(second.body.data).toEqual(first.body.data);
      const paid = await orderRow(orderId);
      const rows = await api.db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.orderId, orderId));
      // The first answer counts, whichever it was; an acceptance pays the order once.
      expect(rows).toHaveLength(1);
      expect(paid?.status).toBe(
        first.body.data.outcome === 'accepted' ? 'in_progress' : 'in_payment',
      );
      expect((await settle(customer, token)).body.data).toEqual(first.body.data);
      expect((await orderRow(orderId))?.transactionId).toBe(paid?.transactionId);
    });

    it('expires after the payment life, and refuses what a wallet cannot answer', async () => {
      const { customer, orderId, token } = await validatedPayment(method);
      expect((await answer(token, 'outcome=3ds_failed')).statusCode).toBe(400);
      expect((await answer(token, `card_number=${cardOf('accepted').number}`)).statusCode).toBe(
        400,
      );
      clock.advance(LIMIT_MS);
      expect((await answer(token, 'outcome=accepted')).statusCode).toBe(303);
      const settled = await settle(customer, token);
      expect(settled.body.data).toMatchObject({
        outcome: 'expired',
        error_code: 'payment_expired',
      });
      expect((await orderRow(orderId))?.status).toBe('in_payment');
    });
  });

  describe('a card that asks for 3-D Secure', () => {
    const challengeCard = cardOf('challenge');

    /** A card payment whose test card opened the challenge; the code the page shows. */
    async function challenged() {
      const started = await startPayment();
      const { token, url } = started.payment;
      const posted = await answer(token, `card_number=${encodeURIComponent(challengeCard.number)}`);
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(url);
      const page = await api.app.inject(url);
      const code = /<strong class="code">(\d{6})<\/strong>/.exec(page.body)?.[1];
      if (!code) throw new Error('no code on the challenge page');
      return { ...started, token, url, code, page };
    }

    const wrongCodeOf = (code: string) => (code === '000000' ? '111111' : '000000');

    it('opens a challenge with a one-time code the sandbox shows', async () => {
      const { customer, token, url, code, page } = await challenged();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Authentification 3-D Secure</h1>');
      expect(page.body).toContain('<label for="code">');
      expect(page.body).toContain('Il reste 5 minutes pour saisir le code et 3 essais.');
      expect(page.body).not.toMatch(/<script|https?:\/\//i);
      // Not settled until the code is entered: the shop waits.
      const waiting = await settle(customer, token);
      expect(waiting.status).toBe(409);
      expect(waiting.body.error.code).toBe('payment_validation_failed');
      // The card sent again (a double submit) keeps the challenge under way, code and all.
      await answer(token, `card_number=${challengeCard.number.replaceAll(' ', '')}`);
      expect((await api.app.inject(url)).body).toContain(`<strong class="code">${code}</strong>`);
      // Only the code passes it: the bank's « Accepter » goes back to the challenge.
      const accepted = await answer(token, 'outcome=accepted');
      expect(accepted.headers.location).toBe(url);
      expect((await settle(customer, token)).status).toBe(409);
    });

    it('accepts the right code and charges once on a double submit', async () => {
      const { customer, order, token, code } = await challenged();
      const posts = await Promise.all([
        answer(token, `code=${code}`),
        answer(token, `code=${code}`),
      ]);
      expect(posts.map((posted) => posted.headers.location)).toEqual([
        returnPath(token),
        returnPath(token),
      ]);
      const settled = await settle(customer, token);
      expect(settled.body.data).toMatchObject({ outcome: 'accepted', error_code: null });
      const paid = await orderRow(order.orderId);
      expect(paid?.status).toBe('in_progress');
      expect((await settle(customer, token)).body.data).toEqual(settled.body.data);
      expect((await orderRow(order.orderId))?.transactionId).toBe(paid?.transactionId);
    });

    it('says a wrong code and the tries left, then fails after the last one', async () => {
      const { customer, order, token, url, code } = await challenged();
      const wrong = wrongCodeOf(code);
      expect((await answer(token, `code=${wrong}`)).headers.location).toBe(url);
      const page = await api.app.inject(url);
      expect(page.body).toContain('Code incorrect. Il vous reste 2 essais.');
      expect(page.body).toContain('aria-invalid="true"');
      expect((await answer(token, `code=${wrong}`)).headers.location).toBe(url);
      expect((await api.app.inject(url)).body).toContain('Code incorrect. Il vous reste 1 essai.');
      expect((await answer(token, `code=${wrong}`)).headers.location).toBe(returnPath(token));
      const settled = await settle(customer, token);
      expect(settled.body.data).toMatchObject({
        outcome: '3ds_failed',
        error_code: 'payment_3ds_failed',
      });
      // Too late for the right code: the order still waits for its payment.
      expect((await answer(token, `code=${code}`)).headers.location).toBe(returnPath(token));
      expect((await settle(customer, token)).body.data.outcome).toBe('3ds_failed');
      expect((await orderRow(order.orderId))?.status).toBe('in_payment');
    });

    it('fails once the challenge outlives its short life', async () => {
      const { customer, order, token, url, code } = await challenged();
      clock.advance(THREE_DS_CHALLENGE_LIFE_MS);
      const page = await api.app.inject(url);
      expect(page.body).toContain(
        'Le délai de 5 minutes pour saisir le code est dépassé : l’authentification 3-D Secure a échoué.',
      );
      expect(page.body).not.toContain('<form');
      expect((await answer(token, `code=${code}`)).headers.location).toBe(returnPath(token));
      expect((await settle(customer, token)).body.data).toMatchObject({
        outcome: '3ds_failed',
        error_code: 'payment_3ds_failed',
      });
      expect((await orderRow(order.orderId))?.status).toBe('in_payment');
    });

    it('reads a challenge left to time out as failed, however late the shop asks', async () => {
      const { customer, token } = await challenged();
      // Past the payment's own life too: the challenge failed first.
      clock.advance(LIMIT_MS + 1);
      expect((await settle(customer, token)).body.data.outcome).toBe('3ds_failed');
    });
  });

  it('answers the other test cards at once, and says so for an unknown number', async () => {
    for (const [behaviour, outcome] of [
      ['accepted', 'accepted'],
      ['refused', 'refused'],
      ['3ds_failed', '3ds_failed'],
    ] as const) {
      const { customer, payment } = await startPayment();
      const posted = await answer(payment.token, `card_number=${cardOf(behaviour).number}`);
      expect(posted.headers.location).toBe(returnPath(payment.token));
      expect((await settle(customer, payment.token)).body.data.outcome).toBe(outcome);
    }
    const { payment } = await startPayment();
    const unknown = await answer(payment.token, 'card_number=4111 1111 1111 1111');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('Ce numéro ne correspond à aucune carte de test.');
    expect(unknown.body).toContain('aria-invalid="true"');
    const [row] = await api.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.token, payment.token));
    expect(row?.outcome).toBeNull();
  });

  it('lists every test card on the card page, the 3-D Secure ones too', async () => {
    const { payment } = await startPayment();
    const page = await api.app.inject(payment.url);
    for (const card of TEST_CARDS) expect(page.body).toContain(card.number);
    expect(page.body).toContain('code à usage unique demandé');
    expect(page.body).toContain('<label for="numero">Numéro de carte</label>');
  });
});
