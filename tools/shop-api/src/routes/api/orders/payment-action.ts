import type { FastifyInstance } from 'fastify';
import { ORDERS } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { userPaymentAction } from '../../../repositories/orders/payment-action';

/** `GET /order/user-payment-action`: what the customer can do to pay an order. */
export default async function paymentActionRoutes(app: FastifyInstance) {
  route(app, ORDERS.userPaymentAction, async (request) => {
    const { customerId } = authOf(request);
    const action = await userPaymentAction(app.db, customerId, request.query.order_id);
    if (!action) throw new ApiError(404, 'order_not_found', 'Order not found');
    return { data: action };
  });
}
