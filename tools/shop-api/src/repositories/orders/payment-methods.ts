import { eq, sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { orders, paymentMethods } from '../../db/schema';

/** How an order is paid, as far as the payment calls care. */
export type PaymentKind = 'card' | 'cheque' | 'other';

/** Labels of the two methods of libs/domain's PAYMENT_METHODS, missing from the reference list. */
export const DOMAIN_METHOD_LABELS: Record<string, string> = {
  card: 'Carte bancaire',
  cheque: 'Chèque',
};

/**
 * `orders.payment_method` is `card` or `cheque` (libs/domain PAYMENT_METHODS), or a code
 * of the `payment_methods` reference list (`cb`, `visa`…), whose `kind` tells: either
 * writer's choice is read the same.
 */
export async function paymentKindOf(db: ShopDatabase, method: string): Promise<PaymentKind> {
  if (method === 'card' || method === 'cheque') return method;
  const [row] = await db
    .select({ kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, method))
    .limit(1);
  return row?.kind === 'card' || row?.kind === 'cheque' ? row.kind : 'other';
}

/**
 * `paymentKindOf(orders.payment_method) = 'card'` in SQL, for a query on `orders` left
 * joined with `payment_methods` on the code (as `selectOrders` does); false, never null,
 * for a code the list does not have.
 */
export const paidByCard: SQL = sql`(${orders.paymentMethod} = 'card' or (${orders.paymentMethod} <> 'cheque' and coalesce(${paymentMethods.kind}, '') = 'card'))`;
