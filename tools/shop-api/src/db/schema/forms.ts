import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Contact, withdrawal and newsletter forms, and the outbox of e-mails to send. */

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
 * Every e-mail, composed and written in the transaction of what caused it; after the commit
 * the mailer (src/mail) sends it over SMTP_URL or keeps it here, and marks the row. The dev
 * mailbox and the journeys read it.
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
    /** The mail as composed (src/mail/templates.ts); null on rows older than the mailer. */
    html: text(),
    text: text(),
    /** `pending` → `sending` → `sent` (SMTP took it), `kept` (no SMTP_URL) or `failed`. */
    status: text().notNull().default('pending'),
    /** Why the SMTP server refused it (`failed`). */
    error: text(),
    /** One mail per event however often it is reached (`order_confirmed:<number>`). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
    // The mailer's claim reads the few rows still to send, never the whole history.
    index('outbox_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);
