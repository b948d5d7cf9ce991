import { and, asc, eq, gt } from 'drizzle-orm';
import { DEFAULT_SHOP_ID, type CarrierCode, type Cents } from '@shop/domain';
import type { Address } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { addresses, carriers, productPrices, products, salesplans } from '../../db/schema';
import { addressReply } from '../../repositories/customers/customer-reply';
import { relayPointCopyNear } from '../../repositories/orders/relay-point-copy';
import type { OrderProduct } from './insert-order';

/**
 * Products priced in the default plan of the shop, by id: those that sell today (what
 * orders hold), or with `withdrawn` those no longer published (an old order's line whose
 * renewal finds the product gone, SPEC.md §4 Reorder).
 */
export async function sellableProducts(
  db: ShopDatabase,
  limit: number,
  { withdrawn = false }: { withdrawn?: boolean } = {},
): Promise<OrderProduct[]> {
  const onSale = withdrawn
    ? eq(products.published, false)
    : and(eq(products.published, true), gt(products.stock, 0));
  return db
    .select({
      id: products.id,
      name: products.name,
      price: productPrices.price,
      volumePrices: productPrices.volumePrices,
    })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .innerJoin(
      salesplans,
      and(
        eq(salesplans.id, productPrices.salesplanId),
        eq(salesplans.shopId, DEFAULT_SHOP_ID),
        eq(salesplans.target, 'default'),
      ),
    )
    .where(and(onSale, gt(productPrices.price, 0)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** Each carrier's cost before the shop's rules. */
export async function carrierBaseCosts(db: ShopDatabase): Promise<Map<CarrierCode, Cents>> {
  const rows = await db.select({ code: carriers.code, cost: carriers.costCents }).from(carriers);
  return new Map(rows.map((row) => [row.code as CarrierCode, row.cost]));
}

/**
 * The customer's default billing and delivery addresses in the contract's shape (the first
 * address stands in for a missing default); null when the customer has none.
 */
export async function defaultAddresses(
  db: ShopDatabase,
  customerId: number,
): Promise<{ billing: Address; delivery: Address } | null> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  const first = rows[0];
  if (!first) return null;
  const billing = rows.find((row) => row.isInvoiceDefault) ?? first;
  const delivery = rows.find((row) => row.isDeliveryDefault) ?? billing;
  return { billing: addressReply(billing), delivery: addressReply(delivery) };
}

/** A relay point as an order keeps it: one of the customer's postcode if any, else the first. */
export const someRelayPoint = relayPointCopyNear;
