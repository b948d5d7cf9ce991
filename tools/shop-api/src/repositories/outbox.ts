import { eq } from 'drizzle-orm';
import { DEFAULT_SHOP_ID } from '@shop/domain';
import type { ShopDatabase } from '../db/open-database';
import { outbox, shops } from '../db/schema';
import type { MailContent, MailSite } from '../mail/mail-content';
import { composeMail } from '../mail/templates';

/** One e-mail: its kind and facts (mail-content.ts) and who gets it. */
export type OutboxMessage = MailContent & { recipient: string };

/** The shop the mails speak for; a database seeded without it is a bug of the seed. */
export async function mailSite(db: ShopDatabase): Promise<MailSite> {
  const [shop] = await db
    .select({ name: shops.name, origin: shops.url })
    .from(shops)
    .where(eq(shops.id, DEFAULT_SHOP_ID))
    .limit(1);
  if (!shop) throw new Error('the default shop is missing: no origin for the links of mails');
  return shop;
}

/**
 * Queues an e-mail, composed (subject, HTML, text) as it will be sent: call it in the
 * transaction of what causes it, so the message exists if and only if that change was
 * committed, then `app.mailer.deliver()` once committed. With `dedupeKey`, a second mail
 * of the same event is not written (an outcome read twice); the id, or null then.
 */
export async function writeOutbox(
  tx: ShopDatabase,
  message: OutboxMessage,
  { dedupeKey }: { dedupeKey?: string } = {},
): Promise<number | null> {
  const { subject, html, text } = composeMail(await mailSite(tx), message);
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      recipient: message.recipient.toLowerCase(),
      subject,
      payload: message.payload,
      html,
      text,
      status: 'pending',
      dedupeKey,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}
