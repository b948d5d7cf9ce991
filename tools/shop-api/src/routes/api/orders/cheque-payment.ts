import type { FastifyInstance } from 'fastify';
import { ORDERS } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { sendOrderConfirmation } from '../../../mail/order-mails';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { chequeInstructions } from '../../../repositories/orders/cheque-payments';

/** `GET /order/valid-check-order`: the cheque order stays pending until the cheque arrives. */
export default async function chequePaymentRoutes(app: FastifyInstance) {
  route(app, ORDERS.validCheckOrder, async (request) => {
    const { customerId } = authOf(request);
    const reply = await chequeInstructions(app.db, customerId, request.query.cart_token);
    if (!reply) {
      throw new ApiError(
        409,
        'payment_validation_failed',
        'No cheque order awaits payment for this cart',
      );
    }
    // Once per order, however often the confirmation page asks.
    await sendOrderConfirmation(app, reply.order_id, reply.cheque);
    return { data: reply };
  });
}
