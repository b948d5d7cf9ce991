import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers } from './customers';
import { shops } from './shop';

/**
 * Carts by `cart_token`, their lines, and the codes a cart can carry. Money in
 * cents with taxes, as everywhere in the database.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    /** Random, unguessable: whoever holds it holds the cart. */
    token: text().notNull().unique(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** The customer once a logged-in call touched the cart; null for a visitor's cart. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The advantage (promo) code on the cart, normalised; one at most. */
    discountCode: text('discount_code'),
    /** The ASM code on the cart, and the product it offers. */
    asmCode: text('asm_code'),
    asmProductId: integer('asm_product_id').references(() => products.id),
    /**
     * Bumped by every change, under a row lock (`select … for update`): concurrent updates
     * of one cart are applied one after the other, none lost.
     */
    version: integer().notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('carts_customer_idx').on(table.customerId)],
);

/** One line per product; `offered` lines (free product, ASM product) cost nothing. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    offered: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.productId] })],
);

/**
 * An advantage code (`PromoCode` of libs/domain): `benefit` is the domain's `PromoBenefit`
 * as JSON; the texts are what the cart payload's discounts show.
 */
export const promoCodes = pgTable('promo_codes', {
  code: text().primaryKey(),
  benefit: jsonb().notNull(),
  minimumAmount: integer('minimum_amount').notNull().default(0),
  loginRequired: boolean('login_required').notNull().default(false),
  validFrom: at('valid_from'),
  validUntil: at('valid_until'),
  active: boolean().notNull().default(true),
  description: text().notNull(),
  title: text().notNull().default(''),
  text: text().notNull().default(''),
});

/** ASM (medical follow-up attestation) codes: one free product from 60 €, once. */
export const asmCodes = pgTable('asm_codes', {
  code: text().primaryKey(),
  /** Set when an order spends it. */
  usedAt: at('used_at'),
  usedByOrderId: integer('used_by_order_id'),
});
