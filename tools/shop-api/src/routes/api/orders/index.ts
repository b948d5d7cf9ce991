import type { FastifyInstance } from 'fastify';
import paymentSandbox from '../../../payment-sandbox';
import cardPaymentRoutes from './card-payment';
import chequePaymentRoutes from './cheque-payment';
import orderListRoutes from './order-list';
import paymentActionRoutes from './payment-action';

/** The orders calls (SPEC.md §7 Orders), the card payment and its sandbox page. */
export default async function ordersRoutes(app: FastifyInstance) {
  await app.register(orderListRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(chequePaymentRoutes);
  await app.register(paymentActionRoutes);
  await app.register(paymentSandbox);
}
