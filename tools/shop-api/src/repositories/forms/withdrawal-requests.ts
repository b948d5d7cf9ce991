import { and, eq, sql } from 'drizzle-orm';
import { checkWithdrawalPeriod, type CalendarDate, type Withdrawal } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { orders, withdrawalRequests } from '../../db/schema';
import { writeOutbox } from '../outbox';
import { CUSTOMER_SERVICE_EMAIL } from './customer-service';

/** The validated withdrawal form and who sends it. */
export type WithdrawalForm = Withdrawal & {
  civility: string;
  firstname: string;
  lastname: string;
  email: string;
};

export interface NewWithdrawalRequest {
  withdrawal: WithdrawalForm;
  /** The logged-in caller's customer, or null for a visitor. */
  customerId: number | null;
  /** The API's clock (ms epoch): when the withdrawal was received. */
  now: number;
}

/** The caller's order a withdrawal names: its id and when it was delivered, if known. */
interface OwnOrder {
  id: number;
  deliveredAt: Date | null;
}

/**
 * The caller's own order with this number, or null. Order numbers are compared without
 * case: `cmd-2026-000123` is the `CMD-2026-000123` printed on the invoice.
 */
async function ownOrder(
  db: ShopDatabase,
  customerId: number | null,
  orderNumber: string,
): Promise<OwnOrder | null> {
  if (customerId === null) return null;
  const [order] = await db
    .select({ id: orders.id, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), sql`upper(${orders.number}) = upper(${orderNumber})`),
    )
    .limit(1);
  return order ?? null;
}

/** A stored withdrawal's id, or the deadline it came after. */
export type WithdrawalOutcome =
  | { stored: true; id: number }
  | { stored: false; code: 'withdrawal_period_over'; deadline: CalendarDate };

/**
 * Stores a withdrawal (SPEC.md §9: 14 days from receipt) and queues, in the same
 * transaction, the request for customer service and the acknowledgement the law asks the
 * seller to send without delay. A logged-in caller's order number is looked up among their
 * own orders: when found, the request names the order (`order_id`), so customer service
 * need not search; when not, it is kept as typed, as a visitor's is, since the order may have
 * been placed by phone or under another account. The number of someone else's order is
 * never looked up, so the reply tells nothing about other customers.
 *
 * The 14 days are checked where the shop knows when the order was delivered: on the
 * caller's own order (libs/domain checkWithdrawalPeriod). A late one is not stored, and
 * nothing is mailed. A visitor's request, or an order with no delivery date, is stored as
 * before: customer service judges the dates the customer typed.
 */
export async function storeWithdrawalRequest(
  db: ShopDatabase,
  { withdrawal, customerId, now }: NewWithdrawalRequest,
): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, customerId, withdrawal.order_number);
    const period = checkWithdrawalPeriod(
      { deliveredAt: order?.deliveredAt?.getTime() ?? null },
      now,
    );
    if (!period.ok) return { stored: false, code: period.code, deadline: period.deadline };
    const payload = { ...withdrawal, order_id: order?.id ?? null };
    const [row] = await tx
      .insert(withdrawalRequests)
      .values({
        customerId,
        orderNumber: withdrawal.order_number,
        payload,
        createdAt: new Date(now),
      })
      .returning({ id: withdrawalRequests.id });
    if (!row) throw new Error('the withdrawal request was not stored');
    const receivedAt = new Date(now).toISOString();
    await writeOutbox(tx, {
      kind: 'withdrawal_request',
      recipient: CUSTOMER_SERVICE_EMAIL,
      payload: {
        withdrawal_request_id: row.id,
        customer_id: customerId,
        received_at: receivedAt,
        reply_to: withdrawal.email,
        ...payload,
      },
    });
    await writeOutbox(tx, {
      kind: 'withdrawal_acknowledgement',
      recipient: withdrawal.email,
      payload: {
        withdrawal_request_id: row.id,
        order_number: withdrawal.order_number,
        civility: withdrawal.civility,
        firstname: withdrawal.firstname,
        lastname: withdrawal.lastname,
        received_at: receivedAt,
      },
    });
    return { stored: true, id: row.id };
  });
}
