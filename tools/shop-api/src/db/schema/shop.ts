import { relations } from 'drizzle-orm';
import { integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';

/** A shop of the laboratory; its id is assigned by the laboratory, not generated. */
export const shops = pgTable('shops', {
  id: integer().primaryKey(),
  name: text().notNull(),
  url: text().notNull().unique(),
});

/** The languages a shop is offered in, in display order. */
export const shopLanguages = pgTable(
  'shop_languages',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    label: text().notNull(),
    position: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.code] })],
);

/** A shop's sales plans; the storefront uses the one whose target is `default`. */
export const salesplans = pgTable(
  'salesplans',
  {
    id: integer().primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    target: text().notNull(),
    currencySymbol: text('currency_symbol').notNull(),
  },
  // One plan per target and shop; the index also serves lookups by shop.
  (table) => [unique('salesplans_shop_target_unique').on(table.shopId, table.target)],
);

export const shopsRelations = relations(shops, ({ many }) => ({
  languages: many(shopLanguages),
  salesplans: many(salesplans),
}));

export const shopLanguagesRelations = relations(shopLanguages, ({ one }) => ({
  shop: one(shops, { fields: [shopLanguages.shopId], references: [shops.id] }),
}));

export const salesplansRelations = relations(salesplans, ({ one }) => ({
  shop: one(shops, { fields: [salesplans.shopId], references: [shops.id] }),
}));
