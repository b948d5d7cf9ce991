import type { Contact } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { contactRequests } from '../../db/schema';
import { writeOutbox } from '../outbox';
import { contactSubjectLabel } from './contact-choices';
import { CUSTOMER_SERVICE_EMAIL } from './customer-service';

export interface NewContactRequest {
  /** The validated form (ContactSchema's output). */
  contact: Contact;
  /** The logged-in caller's customer, or null for a visitor. */
  customerId: number | null;
  /** The API's clock (ms epoch). */
  now: number;
}

/**
 * Stores a contact request and queues, in the same transaction, the request for customer
 * service and an acknowledgement for the sender: either all three exist or none.
 */
export async function storeContactRequest(
  db: ShopDatabase,
  { contact, customerId, now }: NewContactRequest,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ customerId, payload: contact, createdAt: new Date(now) })
      .returning({ id: contactRequests.id });
    if (!row) throw new Error('the contact request was not stored');
    const subject = contactSubjectLabel(contact.subject);
    await writeOutbox(tx, {
      kind: 'contact_request',
      recipient: CUSTOMER_SERVICE_EMAIL,
      payload: {
        contact_request_id: row.id,
        customer_id: customerId,
        reply_to: contact.email,
        ...contact,
      },
    });
    await writeOutbox(tx, {
      kind: 'contact_acknowledgement',
      recipient: contact.email,
      payload: {
        contact_request_id: row.id,
        firstname: contact.firstname,
        lastname: contact.lastname,
        subject,
      },
    });
    return row.id;
  });
}
