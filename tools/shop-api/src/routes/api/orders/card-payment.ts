import type { FastifyInstance } from 'fastify';
import { centsToEuros } from '@shop/domain';
import { ORDERS } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { sendPaymentOutcomeMail } from '../../../mail/order-mails';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import {
  prepareCardPayment,
  settleCardPaymentOfToken,
} from '../../../repositories/orders/card-payments';
import { sandboxPagePath } from '../../../payment-sandbox/paths';

/**
 * A card payment through the sandbox page: `cart-prepare-card-payment` starts it,
 * `order/valid-card-order` reads its outcome once the page sent the customer back.
 */
export default async function cardPaymentRoutes(app: FastifyInstance) {
  route(app, ORDERS.prepareCardPayment, async (request) => {
    const { customerId } = authOf(request);
    const prepared = await prepareCardPayment(
      app.db,
      customerId,
      request.query.cart_token,
      app.now(),
    );
    if (prepared.kind === 'failed') {
      throw new ApiError(
        409,
        'payment_preparation_failed',
        'No card order awaits payment for this cart',
      );
    }
    const { order } = prepared;
    const started = prepared.kind === 'started';
    return {
      data: {
        url: started ? sandboxPagePath(prepared.token) : null,
        token: started ? prepared.token : null,
        order_id: order.id,
        number: order.number,
        amount: centsToEuros(order.totalWithTaxes),
        already_paid_order_id: started ? null : order.id,
      },
    };
  });

  route(app, ORDERS.validCardOrder, async (request) => {
    const settlement = await settleCardPaymentOfToken(
      app.db,
      authOf(request).customerId,
      request.query.token,
      { now: app.now(), limitMs: app.paymentExpiryMs },
    );
    switch (settlement.kind) {
      case 'settled':
        // One mail per payment, whichever call settled it (the page's answer, expiry).
        await sendPaymentOutcomeMail(app, request.query.token);
        return { data: settlement.reply };
      case 'not_found':
        throw new ApiError(404, 'payment_not_found', 'Payment not found');
      case 'unanswered':
        throw new ApiError(
          409,
          'payment_validation_failed',
          'The payment page has not answered yet',
        );
    }
  });
}
