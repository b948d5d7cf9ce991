import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { canReorder, centsToEuros, orderHistoryUpTo } from '@shop/domain';
import { AddressSchema, type Address, type OrderDetail } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { orderLines, productPrices, products } from '../../db/schema';
import { orderSummary, type OrderWithLabels } from './order-summary';

/** The addresses are copies in the contract's shape, taken when the order was validated. */
function addressOf(json: unknown, which: string, orderId: number): Address {
  const parsed = v.safeParse(AddressSchema, json);
  if (!parsed.success) throw new Error(`order ${orderId}: the ${which} address is malformed`);
  return parsed.output;
}

/**
 * The order's lines, with what a renewal needs: whether the product sells today (published,
 * priced in the sales plan, in stock) and its current price.
 */
async function linesOf(db: ShopDatabase, orderId: number, planId: number | null) {
  const rows = await db
    .select({
      line: orderLines,
      published: products.published,
      stock: products.stock,
      currentPrice: productPrices.price,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(
      productPrices,
      and(
        eq(productPrices.productId, orderLines.productId),
        planId === null ? sql`false` : eq(productPrices.salesplanId, planId),
      ),
    )
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map(({ line, published, stock, currentPrice }) => {
    const sold = published === true && currentPrice !== null && currentPrice > 0;
    const priceWithTax = line.offered ? 0 : sold ? currentPrice : line.unitPrice;
    return {
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unitPrice),
      line_total: centsToEuros(line.lineTotal),
      offered: line.offered,
      available: sold && (stock ?? 0) > 0,
      price_with_tax: centsToEuros(priceWithTax),
    };
  });
}

/** Every field of the Order entity (SPEC.md §3), `list` holding the ordered items. */
export async function orderDetail(
  db: ShopDatabase,
  row: OrderWithLabels,
  planId: number | null,
): Promise<OrderDetail> {
  const { order } = row;
  const summary = orderSummary(row);
  return {
    ...summary,
    history: orderHistoryUpTo(summary.status),
    transaction_id: order.transactionId,
    tracking_number: order.trackingNumber,
    goods_amount: centsToEuros(order.goodsWithTaxes),
    discount: centsToEuros(order.discount),
    discount_code: order.discountCode,
    asm_code: order.asmCode,
    shipping_fees: centsToEuros(order.shippingFees),
    taxes: centsToEuros(order.taxes),
    list: await linesOf(db, order.id, planId),
    billing_address: addressOf(order.billingAddress, 'billing', order.id),
    delivery_address: addressOf(order.deliveryAddress, 'delivery', order.id),
    can_reorder: canReorder(summary.shown_status),
  };
}
