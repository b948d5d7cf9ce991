import type { FastifyInstance } from 'fastify';
import { ORDERS } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { resolveSalesplan } from '../../../repositories/catalogue/lookup';
import { orderDetail } from '../../../repositories/orders/order-detail';
import { findOwnOrder, pageOfOrders } from '../../../repositories/orders/order-summary';

/** `GET /order` and `GET /order/{id}`: the caller's own orders only. */
export default async function orderListRoutes(app: FastifyInstance) {
  route(app, ORDERS.listOrders, async (request) => {
    const { page, per_page: perPage } = request.query;
    const { customerId } = authOf(request);
    const offset = (page - 1) * perPage;
    return { data: await pageOfOrders(app.db, customerId, { limit: perPage, offset }) };
  });

  route(app, ORDERS.getOrder, async (request) => {
    const row = await findOwnOrder(app.db, authOf(request).customerId, request.params.id);
    // Another customer's order answers as an unknown one: its existence is not told.
    if (!row) throw new ApiError(404, 'order_not_found', 'Order not found');
    const plan = await resolveSalesplan(app.db, request.query.shop_id, undefined);
    return { data: await orderDetail(app.db, row, 'id' in plan ? plan.id : null) };
  });
}
