import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@shop/domain';
import { outbox } from '../../src/db/schema';
import { sweepExpiredHolds } from '../../src/plugins/stock-hold-expiry';
import { createTestCustomer } from '../helpers/customers';
import { createTestOrder } from '../helpers/orders';
import { useSeededApp } from '../helpers/seeded-app';
import { createTestClock } from '../helpers/test-clock';
import { testDatabaseKinds } from '../helpers/test-databases';
import { paymentCalls } from '../routes/orders/payment-helpers';

/** A short limit, so the expiry is crossed by moving the clock a little. */
const LIMIT_MS = 60_000;

describe.each(testDatabaseKinds)('the mails of an order on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now, paymentExpiryMs: LIMIT_MS });
  const { startPayment, answer, settle } = paymentCalls(api);

  async function mailsOf(email: string) {
    await api.app.mailer.settled();
    return api.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.id));
  }

  it('confirms a cheque order once, with its lines, its total and where the cheque goes', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const order = await createTestOrder(api.db, customer.customerId, { paymentMethod: 'cheque' });
    const path = `/order/valid-check-order?cart_token=${encodeURIComponent(order.cartToken ?? '')}`;
    for (let asked = 0; asked < 2; asked++) {
      expect((await api.call('GET', path, { token: customer.token })).status).toBe(200);
    }
    const mails = await mailsOf(customer.email);
    expect(mails.map((mail) => [mail.kind, mail.subject, mail.status])).toEqual([
      ['order_confirmation', `Confirmation de votre commande ${order.number}`, 'kept'],
    ]);
    const text = mails[0]?.text ?? '';
    for (const product of order.products) expect(text).toContain(product.name);
    expect(text).toContain(`Total TTC\u202f: ${formatPrice(order.total)}`);
    expect(text).toContain(`dès réception de votre chèque de ${formatPrice(order.total)}`);
    expect(text).toContain('12 rue des Tilleuls');
    expect(text).toContain(`https://www.aubepine.example/fr/mon-compte/commande/${order.orderId}`);
  });

  it('confirms a card order when its payment is accepted, once however often it is read', async () => {
    const { customer, order, payment } = await startPayment();
    await answer(payment.token, 'outcome=accepted');
    for (let read = 0; read < 2; read++) {
      expect((await settle(customer, payment.token)).body.data.outcome).toBe('accepted');
    }
    const mails = await mailsOf(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order_confirmation']);
    expect(mails[0]?.text).toContain(`Merci pour votre commande n° ${order.number}`);
    expect(mails[0]?.text).toContain('est accepté');
    for (const product of order.products) expect(mails[0]?.html).toContain(product.name);
  });

  it('mails on the bank’s answer alone, before the customer is back at the shop', async () => {
    const accepted = await startPayment();
    expect((await answer(accepted.payment.token, 'outcome=accepted')).statusCode).toBe(303);
    const refused = await startPayment();
    expect((await answer(refused.payment.token, 'outcome=refused')).statusCode).toBe(303);
    expect((await mailsOf(accepted.customer.email)).map((mail) => mail.kind)).toEqual([
      'order_confirmation',
    ]);
    expect((await mailsOf(refused.customer.email)).map((mail) => mail.kind)).toEqual([
      'payment_failed',
    ]);
    // Coming back later reads the same outcome and writes nothing more.
    await settle(accepted.customer, accepted.payment.token);
    expect(await mailsOf(accepted.customer.email)).toHaveLength(1);
  });

  it('tells the customer a refused payment failed, and confirms nothing', async () => {
    const { customer, order, payment } = await startPayment();
    await answer(payment.token, 'outcome=refused');
    await settle(customer, payment.token);
    await settle(customer, payment.token);
    const mails = await mailsOf(customer.email);
    expect(mails.map((mail) => [mail.kind, mail.payload])).toEqual([
      ['payment_failed', expect.objectContaining({ reason: 'refused', number: order.number })],
    ]);
    expect(mails[0]?.text).toContain(
      `Votre banque a refusé le paiement de ${formatPrice(order.total)}`,
    );
    expect(mails[0]?.text).toContain('https://www.aubepine.example/fr/commande/panier');
  });

  it('tells the customer a payment left unanswered expired', async () => {
    const { customer, payment } = await startPayment();
    clock.advance(LIMIT_MS);
    expect((await settle(customer, payment.token)).body.data.outcome).toBe('expired');
    const mails = await mailsOf(customer.email);
    expect(mails.map((mail) => [mail.kind, (mail.payload as { reason: string }).reason])).toEqual([
      ['payment_failed', 'expired'],
    ]);
  });

  it('tells the customer whose payment page was left open that it expired, without a return', async () => {
    const { customer, order } = await startPayment();
    await sweepExpiredHolds(api.app);
    expect(await mailsOf(customer.email)).toEqual([]);
    clock.advance(LIMIT_MS + 1);
    await sweepExpiredHolds(api.app);
    await sweepExpiredHolds(api.app);
    const mails = await mailsOf(customer.email);
    expect(mails.map((mail) => [mail.kind, mail.payload])).toEqual([
      ['payment_failed', expect.objectContaining({ reason: 'expired', number: order.number })],
    ]);
  });

  it('sends nothing for a payment the customer cancelled', async () => {
    const { customer, payment } = await startPayment();
    await answer(payment.token, 'outcome=cancelled');
    expect((await settle(customer, payment.token)).body.data.outcome).toBe('cancelled');
    expect(await mailsOf(customer.email)).toEqual([]);
  });
});
