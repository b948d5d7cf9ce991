import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendPaymentOutcomeMail } from '../mail/order-mails';
import { releaseExpiredHolds } from '../repositories/orders/stock-holds';

/** How often the shop looks for payments whose time ran out with nobody back. */
export const STOCK_HOLD_SWEEP_MS = 30_000;

/**
 * One sweep: the payments whose time is up end expired, their units go back, and their
 * customers get the "payment failed" mail they would have had on coming back. Never throws.
 */
export async function sweepExpiredHolds(app: FastifyInstance): Promise<void> {
  try {
    const released = await releaseExpiredHolds(app.db, {
      now: app.now(),
      limitMs: app.paymentExpiryMs,
    });
    if (released.length === 0) return;
    app.log.info(
      { orders: released.map((hold) => hold.orderId) },
      'payment time up: stock given back',
    );
    for (const token of released.flatMap((hold) => hold.expiredPayments)) {
      await sendPaymentOutcomeMail(app, token);
    }
  } catch (error) {
    app.log.error({ err: error }, 'giving back the stock of expired payments failed');
  }
}

/**
 * Gives back the units of card and wallet orders whose payment time is up (SPEC.md §9),
 * even when the customer never comes back to say so; the customer's return or the bank's
 * late answer settles the same payment on its own (card-payments.ts), once.
 */
async function stockHoldExpiry(app: FastifyInstance, { everyMs }: { everyMs: number }) {
  let running: Promise<void> | null = null;
  const sweep = () => sweepExpiredHolds(app);
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(stockHoldExpiry, { name: 'stock-hold-expiry', dependencies: ['clock'] });
