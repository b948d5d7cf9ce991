import { and, eq, exists, or, sql } from 'drizzle-orm';
import { NEWSLETTERS, type Newsletter } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { customers, newsletterSubscriptions, users } from '../../db/schema';
import { writeOutbox } from '../outbox';

export interface NewsletterChange {
  /** Lowercased (EmailSchema's output). */
  email: string;
  /** The logged-in caller's customer, or null for a visitor. */
  customerId: number | null;
  /** The API's clock (ms epoch). */
  now: number;
}

/**
 * A logged-in customer subscribing their own address: the opt-ins of their account say
 * the same as the subscription, so the account page shows what they just ticked. An
 * address that is not theirs (a friend's) leaves their account alone.
 */
async function syncOwnOptins(
  tx: ShopDatabase,
  { email, customerId }: NewsletterChange,
  lists: readonly Newsletter[],
): Promise<void> {
  if (customerId === null) return;
  const login = tx
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.customerId, customers.id), eq(users.email, email)));
  await tx
    .update(customers)
    .set({
      optinHealthNewsletter: lists.includes('health'),
      optinProductNewsletter: lists.includes('product'),
      optinDietNewsletter: lists.includes('diet'),
    })
    .where(
      and(
        eq(customers.id, customerId),
        or(sql`lower(${customers.email}) = ${email}`, exists(login)),
      ),
    );
}

/**
 * Subscribes an address to `lists` (at least one, checked before). Subscribing again
 * replaces the lists and never fails, so no reply tells whether an address was known; the
 * welcome e-mail goes with the first subscription only, in the same transaction.
 */
export async function subscribeToNewsletters(
  db: ShopDatabase,
  change: NewsletterChange,
  lists: readonly Newsletter[],
): Promise<void> {
  const { email, now } = change;
  const ordered = NEWSLETTERS.filter((newsletter) => lists.includes(newsletter));
  await db.transaction(async (tx) => {
    // Two first subscriptions at once: the second waits for the first, finds its row and
    // updates it, so one row and one welcome.
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email, lists: ordered, createdAt: new Date(now), updatedAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscriptions.email });
    if (inserted.length > 0) {
      await writeOutbox(tx, {
        kind: 'newsletter_welcome',
        recipient: email,
        payload: { email, newsletters: ordered },
      });
    } else {
      await tx
        .update(newsletterSubscriptions)
        .set({ lists: ordered, updatedAt: new Date(now) })
        .where(eq(newsletterSubscriptions.email, email));
    }
    await syncOwnOptins(tx, change, ordered);
  });
}

/** Unsubscribes an address from every newsletter; an unknown address is not an error. */
export async function unsubscribeFromNewsletters(
  db: ShopDatabase,
  change: NewsletterChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, change.email));
    await syncOwnOptins(tx, change, []);
  });
}
