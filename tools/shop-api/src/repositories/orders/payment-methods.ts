import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { orders, paymentMethods } from '../../db/schema';

/**
 * How an order is paid, as far as the payment calls care: on the payment provider's hosted
 * page (card brands, the wallet service, the mobile wallets: SPEC.md §9), by cheque, or
 * by nothing the shop knows.
 */
export type PaymentKind = 'hosted' | 'cheque' | 'other';

/** The kinds of the reference list paid on the provider's hosted page. */
export const HOSTED_KINDS = ['card', 'wallet', 'mobile_wallet'] as const;
export type HostedKind = (typeof HOSTED_KINDS)[number];

const isHostedKind = (kind: string | undefined): kind is HostedKind =>
  (HOSTED_KINDS as readonly string[]).includes(kind ?? '');

/** Labels of the two methods of libs/domain's PAYMENT_METHODS, missing from the reference list. */
export const DOMAIN_METHOD_LABELS: Record<string, string> = {
  card: 'Carte bancaire',
  cheque: 'Chèque',
};

/** A method as the hosted page shows it: its page (card, wallet, mobile wallet) and name. */
export interface HostedMethod {
  code: string;
  kind: HostedKind;
  label: string;
}

async function referenceRow(db: ShopDatabase, code: string) {
  const [row] = await db
    .select({ kind: paymentMethods.kind, label: paymentMethods.label })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, code))
    .limit(1);
  return row;
}

/**
 * `orders.payment_method` is `card` or `cheque` (libs/domain PAYMENT_METHODS), or a code
 * of the `payment_methods` reference list (`cb`, `paypal`…), whose `kind` tells: either
 * writer's choice is read the same.
 */
export async function paymentKindOf(db: ShopDatabase, method: string): Promise<PaymentKind> {
  if (method === 'card') return 'hosted';
  if (method === 'cheque') return 'cheque';
  const row = await referenceRow(db, method);
  return isHostedKind(row?.kind) ? 'hosted' : row?.kind === 'cheque' ? 'cheque' : 'other';
}

/** The hosted page's method of a code; null for a cheque or an unknown code. */
export async function hostedMethodOf(db: ShopDatabase, code: string): Promise<HostedMethod | null> {
  if (code === 'card') return { code, kind: 'card', label: DOMAIN_METHOD_LABELS.card ?? code };
  const row = await referenceRow(db, code);
  return row && isHostedKind(row.kind) ? { code, kind: row.kind, label: row.label } : null;
}

/**
 * `paymentKindOf(orders.payment_method) = 'hosted'` in SQL, for a query on `orders` left
 * joined with `payment_methods` on the code (as `selectOrders` does); false, never null,
 * for a code the list does not have.
 */
export const paidOnHostedPage: SQL = sql`(${orders.paymentMethod} = 'card' or (${orders.paymentMethod} <> 'cheque' and ${inArray(sql`coalesce(${paymentMethods.kind}, '')`, [...HOSTED_KINDS])}))`;
