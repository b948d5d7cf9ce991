import { and, eq } from 'drizzle-orm';
import { centsToEuros } from '@shop/domain';
import type { UserPaymentAction } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { orders } from '../../db/schema';
import { cartTokenOf } from './order-of-cart';
import { isAwaitingPayment, statusFields } from './order-status';
import { paymentKindOf } from './payment-methods';

/**
 * What the customer can do about the payment of one of their orders: only an order pending
 * payment has something to do, by its method (a card order is paid again through a new
 * card payment of its cart, a cheque order waits for the cheque). Null when the order is
 * not the customer's.
 */
export async function userPaymentAction(
  db: ShopDatabase,
  customerId: number,
  orderId: number,
): Promise<UserPaymentAction | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) return null;
  const kind = isAwaitingPayment(order.status)
    ? await paymentKindOf(db, order.paymentMethod)
    : 'other';
  const cartToken = kind === 'other' ? null : await cartTokenOf(db, order);
  // A hosted payment (card or wallet) is prepared from the cart: without it, nothing to offer.
  const action =
    kind === 'hosted' && cartToken !== null
      ? 'pay_by_card'
      : kind === 'cheque'
        ? 'send_cheque'
        : null;
  return {
    order_id: order.id,
    number: order.number,
    ...statusFields(order.status),
    amount: centsToEuros(order.totalWithTaxes),
    action,
    cart_token: action === null ? null : cartToken,
  };
}
