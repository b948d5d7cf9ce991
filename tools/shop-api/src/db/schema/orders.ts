import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { products } from './catalogue';
import { customers } from './customers';

/** Orders, their lines and card payments through the sandbox. Cents with taxes. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Shown to the customer ("CMD-2026-000123"); unique. */
    number: text().notNull().unique(),
    /** The cart it was made from: validating one cart twice finds this order again. */
    cartId: integer('cart_id')
      .unique()
      .references(() => carts.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * When the parcel reached the customer, once known: the withdrawal period (14 days)
     * runs from it. Null before delivery, and for orders delivered before it was recorded.
     */
    deliveredAt: at('delivered_at'),
    /** `web`, `phone`, `mail`… */
    channel: text().notNull().default('web'),
    /** An `OrderHistoryStatus` of libs/domain. */
    status: text().notNull(),
    carrierCode: text('carrier_code').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionId: text('transaction_id'),
    trackingNumber: text('tracking_number'),
    articleCount: integer('article_count').notNull(),
    goodsWithTaxes: integer('goods_with_taxes').notNull(),
    discount: integer().notNull().default(0),
    discountCode: text('discount_code'),
    asmCode: text('asm_code'),
    shippingFees: integer('shipping_fees').notNull(),
    /** Goods after discount plus shipping: what is charged. */
    totalWithTaxes: integer('total_with_taxes').notNull(),
    taxes: integer().notNull(),
    /** Copies of the addresses at order time (an address edited later does not change it). */
    billingAddress: jsonb('billing_address').notNull(),
    deliveryAddress: jsonb('delivery_address').notNull(),
    relayPoint: jsonb('relay_point'),
    phone: text(),
    productNewsletterOptin: boolean('product_newsletter_optin').notNull().default(false),
    /**
     * Since when the order's units are off the shelves (`products.stock`): set when it is
     * validated or its payment starts again, null once they went back (payment refused,
     * cancelled or expired). A paid order keeps its units for good.
     */
    stockHeldAt: at('stock_held_at'),
  },
  (table) => [
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    index('orders_stock_held_idx').on(table.stockHeldAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    quantity: integer().notNull(),
    /** Unit price with taxes at order time (after volume tiers); 0 for an offered line. */
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    offered: boolean().notNull().default(false),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/**
 * A payment started on the sandbox's hosted page (card or wallet); its token comes back in
 * the return URL. A card that asks for 3-D Secure opens a challenge on it first.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    token: text().primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    /** The order's payment method when it started: the page it is paid on. */
    method: text().notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    /** The one-time code of the 3-D Secure challenge, once a card asked for one. */
    challengeCode: text('challenge_code'),
    challengeStartedAt: at('challenge_started_at'),
    /** Wrong codes entered so far. */
    challengeAttempts: smallint('challenge_attempts').notNull().default(0),
    /** A `CardPaymentOutcome` of libs/domain once settled. */
    outcome: text(),
    settledAt: at('settled_at'),
  },
  (table) => [index('card_payments_order_idx').on(table.orderId)],
);
