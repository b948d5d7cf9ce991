import type { ShopDatabase } from '../db/open-database';
import { outbox } from '../db/schema';

export interface OutboxMessage {
  /** `password_reset`, `contact_request`, `withdrawal_request`, `newsletter_welcome`, `order_confirmation`… */
  kind: string;
  recipient: string;
  subject: string;
  payload: Record<string, unknown>;
}

/**
 * Queues an e-mail: call it in the transaction of what causes it, so the message exists if
 * and only if that change was committed.
 */
export async function writeOutbox(tx: ShopDatabase, message: OutboxMessage): Promise<void> {
  await tx.insert(outbox).values({ ...message, recipient: message.recipient.toLowerCase() });
}
