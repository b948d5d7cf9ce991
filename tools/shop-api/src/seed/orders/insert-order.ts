import {
  orderCharges,
  computeCartTotals,
  linePrice,
  unitPriceFor,
  type CarrierCode,
  type Cents,
  type VolumePriceTier,
} from '@shop/domain';
import type { Address } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { orderLines, orders } from '../../db/schema';
import type { RelayPointCopy } from '../../repositories/orders/relay-point-copy';

/** A product as an order line needs it: its price in the default sales plan. */
export interface OrderProduct {
  id: number;
  name: string;
  price: Cents;
  volumePrices: readonly VolumePriceTier[];
}

/** An order to write, priced by the rules of libs/domain like a validated cart. */
export interface OrderPlan {
  customerId: number;
  cartId?: number | null;
  number: string;
  /** A history step of libs/domain (`in_payment`, `delivered`…). */
  status: string;
  createdAt: Date;
  /** When a delivered order reached the customer: the withdrawal period runs from it. */
  deliveredAt?: Date | null;
  channel?: string;
  carrier: CarrierCode;
  /** The carrier's cost before the shop's rules (free from 49 €, first order). */
  carrierBaseCost: Cents;
  paymentMethod: string;
  lines: readonly { product: OrderProduct; quantity: number; offered?: boolean }[];
  /** The customer's first order: the first-order code applies when `discountCode` is set. */
  firstOrder?: boolean;
  discountCode?: string | null;
  billingAddress: Address;
  deliveryAddress?: Address;
  transactionId?: string | null;
  trackingNumber?: string | null;
  relayPoint?: RelayPointCopy | null;
}

/** Writes an order and its lines; returns its id and what it charges. */
export async function insertOrder(
  db: ShopDatabase,
  plan: OrderPlan,
): Promise<{ id: number; total: Cents }> {
  const firstOrder = plan.firstOrder ?? false;
  const totals = computeCartTotals(
    plan.lines.map(({ product, quantity, offered }) => ({
      productId: product.id,
      quantity,
      basePrice: product.price,
      volumePrices: product.volumePrices,
      offered,
    })),
    firstOrder && plan.discountCode ? { kind: 'first_order' } : null,
  );
  const { shippingFees, totalWithTaxes: total } = orderCharges(
    totals.amountWithTaxes,
    { code: plan.carrier, baseCost: plan.carrierBaseCost },
    firstOrder,
  );
  const [order] = await db
    .insert(orders)
    .values({
      number: plan.number,
      cartId: plan.cartId ?? null,
      customerId: plan.customerId,
      createdAt: plan.createdAt,
      deliveredAt: plan.deliveredAt ?? null,
      channel: plan.channel ?? 'web',
      status: plan.status,
      carrierCode: plan.carrier,
      paymentMethod: plan.paymentMethod,
      transactionId: plan.transactionId ?? null,
      trackingNumber: plan.trackingNumber ?? null,
      articleCount: plan.lines.reduce((sum, line) => sum + line.quantity, 0),
      goodsWithTaxes: totals.goodsWithTaxes,
      discount: totals.discountAmount,
      discountCode: plan.discountCode ?? null,
      shippingFees,
      totalWithTaxes: total,
      taxes: totals.taxes,
      billingAddress: plan.billingAddress,
      deliveryAddress: plan.deliveryAddress ?? plan.billingAddress,
      relayPoint: plan.relayPoint ?? null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error(`order ${plan.number} was not stored`);
  await db.insert(orderLines).values(
    plan.lines.map(({ product, quantity, offered = false }) => ({
      orderId: order.id,
      productId: product.id,
      name: product.name,
      quantity,
      unitPrice: offered ? 0 : unitPriceFor(product.price, product.volumePrices, quantity),
      lineTotal: offered ? 0 : linePrice(product.price, product.volumePrices, quantity),
      offered,
    })),
  );
  return { id: order.id, total };
}
