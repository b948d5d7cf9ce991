import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Contact, withdrawal and newsletter forms, and the outbox of e-mails to send (issue 5). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactRequests = pgTable('contact_requests', {
  id: serial().primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  /** The form's fields as validated (profile, subject, message, names, e-mail, …). */
  payload: jsonb().notNull(),
  createdAt: createdAt(),
});

export const withdrawalRequests = pgTable('withdrawal_requests', {
  id: serial().primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  orderNumber: text('order_number').notNull(),
  payload: jsonb().notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  /** Lowercased. */
  email: text().primaryKey(),
  /** The newsletters subscribed to (health, product, diet, …). */
  lists: text().array().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails to send, written in the transaction of what caused them; a mailer (not part of the
 * reference API) would send and mark them. Tests and the README read reset links here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    /** `password_reset`, `contact_request`, `withdrawal_request`, `newsletter_welcome`, `order_confirmation`… */
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);
