import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../../src/db/open-database';
import {
  contactRequests,
  newsletterSubscriptions,
  outbox,
  withdrawalRequests,
} from '../../../src/db/schema';

/** How many rows each table of the forms holds: a refused form must leave them all as they were. */
export async function countFormRows(db: ShopDatabase) {
  const rows = async (table: typeof contactRequests | typeof withdrawalRequests | typeof outbox) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [subscriptions] = await db.select({ n: count() }).from(newsletterSubscriptions);
  return {
    contactRequests: await rows(contactRequests),
    withdrawalRequests: await rows(withdrawalRequests),
    newsletterSubscriptions: subscriptions?.n ?? 0,
    outbox: await rows(outbox),
  };
}

/** The e-mails queued for an address, oldest first. */
export async function outboxFor(db: ShopDatabase, recipient: string) {
  return db
    .select({
      kind: outbox.kind,
      recipient: outbox.recipient,
      subject: outbox.subject,
      payload: outbox.payload,
    })
    .from(outbox)
    .where(eq(outbox.recipient, recipient.toLowerCase()))
    .orderBy(asc(outbox.id));
}

/** An address nobody else in the suite uses. */
export function uniqueEmail(prefix = 'visitor'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;
}
