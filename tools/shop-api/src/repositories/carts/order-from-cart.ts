import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  SHOP_TIME_ZONE,
  orderCharges,
  linePrice,
  unitPriceFor,
  type CarrierCode,
  type Cents,
} from '@shop/domain';
import type { Address } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { asmCodes, customers, orderLines, orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { AWAITING_PAYMENT, isAwaitingPayment } from '../orders/order-status';
import type { RelayPointCopy } from '../orders/relay-point-copy';
import { checkStock, holdStock, releaseStock } from '../orders/stock-holds';
import { settleCart, type SettledCart, type StoredCart } from './settle-cart';

export type OrderRow = typeof orders.$inferSelect;

/** The order draft once checked (SPEC.md §3 Order draft, §5 checkout). */
export interface CheckedDraft {
  customerId: number;
  carrier: { code: CarrierCode; baseCost: Cents };
  deliveryAddress: Address;
  billingAddress: Address;
  relayPoint: RelayPointCopy | null;
  /** A code of the payment methods list. */
  paymentMethod: string;
  phone: string;
  productNewsletterOptin: boolean;
}

export type ValidationOutcome =
  | { kind: 'order'; order: OrderRow }
  /** The shop's rules changed the cart (now stored): the customer must see it again. */
  | { kind: 'cart_updated' }
  | { kind: 'cart_empty' };

/** `CMD-2026-000123`: the year of the order in the shop's time zone, then its id. */
function orderNumber(id: number, now: number): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(
    new Date(now),
  );
  return `CMD-${year}-${String(id).padStart(6, '0')}`;
}

function orderValues(settled: SettledCart, draft: CheckedDraft) {
  const { totals } = settled.reconciled;
  const { shippingFees, totalWithTaxes } = orderCharges(
    totals.amountWithTaxes,
    draft.carrier,
    settled.customer?.firstOrder ?? false,
  );
  return {
    customerId: draft.customerId,
    channel: 'web',
    status: AWAITING_PAYMENT,
    carrierCode: draft.carrier.code,
    paymentMethod: draft.paymentMethod,
    articleCount: settled.reconciled.lines.reduce((sum, line) => sum + line.quantity, 0),
    goodsWithTaxes: totals.goodsWithTaxes,
    discount: totals.discountAmount,
    discountCode: settled.reconciled.promo?.promo.code ?? null,
    asmCode: settled.reconciled.asmCode,
    shippingFees,
    totalWithTaxes,
    // The goods' VAT as libs/domain works it out; shipping carries no VAT of its own here.
    taxes: totals.taxes,
    billingAddress: draft.billingAddress,
    deliveryAddress: draft.deliveryAddress,
    relayPoint: draft.relayPoint,
    phone: draft.phone,
    productNewsletterOptin: draft.productNewsletterOptin,
  };
}

function lineValues(settled: SettledCart, orderId: number) {
  return settled.reconciled.lines.map((line) => {
    const info = settled.products.get(line.productId);
    const basePrice = info?.price ?? 0;
    const volumePrices = info?.volumePrices ?? [];
    return {
      orderId,
      productId: line.productId,
      name: info?.name ?? '',
      quantity: line.quantity,
      unitPrice: line.offered ? 0 : unitPriceFor(basePrice, volumePrices, line.quantity),
      lineTotal: line.offered ? 0 : linePrice(basePrice, volumePrices, line.quantity),
      offered: line.offered,
    };
  });
}

/**
 * Makes the order of a locked cart, once (`orders.cart_id` is unique, and the cart row lock
 * makes parallel validations wait for each other): validating again finds that order. While
 * it still waits for its payment it is rebuilt from the cart and the new draft (same id and
 * number), so a customer who went back to the cart pays for what it holds now; once paid or
 * cancelled it is answered as it is. The ASM code is spent by the order, and its units
 * leave the shelves (stock-holds.ts): a cart asking more than is left is refused with
 * `insufficient_stock`, untouched.
 */
export async function orderFromCart(
  tx: ShopDatabase,
  stored: StoredCart,
  draft: CheckedDraft,
  now: number,
): Promise<ValidationOutcome> {
  if (stored.order && !isAwaitingPayment(stored.order.status)) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, stored.order.id));
    if (order) return { kind: 'order', order };
  }
  // A waiting order is rebuilt from the cart: the units it held go back first.
  if (stored.order) await releaseStock(tx, stored.order.id);
  await checkStock(tx, stored.lines);
  const settled = await settleCart(tx, stored, stored.draft, now);
  if (settled.changed) {
    // Another order may have taken the units between the check and the settling, which
    // then cut the cart: that is a shortage, refused with the cart left as it was.
    await checkStock(tx, stored.lines);
    return { kind: 'cart_updated' };
  }
  if (!settled.reconciled.lines.some((line) => !line.offered)) return { kind: 'cart_empty' };

  const values = orderValues(settled, draft);
  let order: OrderRow | undefined;
  if (stored.order) {
    [order] = await tx.update(orders).set(values).where(eq(orders.id, stored.order.id)).returning();
    await tx.delete(orderLines).where(eq(orderLines.orderId, stored.order.id));
    await tx
      .update(asmCodes)
      .set({ usedAt: null, usedByOrderId: null })
      .where(eq(asmCodes.usedByOrderId, stored.order.id));
  } else {
    const [inserted] = await tx
      .insert(orders)
      .values({
        ...values,
        number: `pending-${randomUUID()}`,
        cartId: stored.row.id,
        createdAt: new Date(now),
      })
      .returning({ id: orders.id });
    if (inserted) {
      [order] = await tx
        .update(orders)
        .set({ number: orderNumber(inserted.id, now) })
        .where(eq(orders.id, inserted.id))
        .returning();
    }
  }
  if (!order) throw new Error('the order was not stored');
  await tx.insert(orderLines).values(lineValues(settled, order.id));
  await holdStock(tx, order.id, now);

  if (values.asmCode !== null) {
    const spent = await tx
      .update(asmCodes)
      .set({ usedAt: new Date(now), usedByOrderId: order.id })
      .where(
        and(
          eq(asmCodes.code, values.asmCode),
          or(isNull(asmCodes.usedAt), eq(asmCodes.usedByOrderId, order.id)),
        ),
      )
      .returning({ code: asmCodes.code });
    // Another cart's order spent it since the cart was read: nothing of this one is kept.
    if (spent.length === 0) {
      throw new ApiError(409, 'asm_code_invalid', 'This ASM code was used meanwhile');
    }
  }
  if (draft.productNewsletterOptin) {
    await tx
      .update(customers)
      .set({ optinProductNewsletter: true })
      .where(eq(customers.id, draft.customerId));
  }
  return { kind: 'order', order };
}
