import { relations } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { VolumePriceTier } from '@shop/domain';
import { salesplans } from './shop';

/**
 * The catalogue: brands, the needs tree, products with their prices, FAQs and reviews, and
 * their links to the categories (the four expertise areas, in the content area's table). Ids are given by the seed (the laboratory's own
 * back office assigns them), so they stay stable across databases.
 *
 * `search_name` columns hold the name lowercased and without accents (see
 * repositories/search-text.ts); `catalogue_search_words` indexes every word of
 * those names so that prefix suggestions are an index range scan on both PGlite and
 * PostgreSQL, without the `unaccent` or `pg_trgm` extensions.
 */

export const brands = pgTable('brands', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Brand colour as `#rrggbb`; a corner site re-themes with it (forceColor). */
  color: text().notNull(),
  /** Path of the logo served by the shop API. */
  logo: text().notNull(),
  /** Whether the brand runs a corner site on `{slug}.{BASE_DOMAIN}`. */
  hasCorner: boolean('has_corner').notNull().default(false),
  description: text().notNull().default(''),
  position: smallint().notNull().default(0),
  published: boolean().notNull().default(true),
  searchName: text('search_name').notNull().default(''),
});

/** Needs form a two-level tree: a need with `parentId` null is a root. */
export const needs = pgTable(
  'needs',
  {
    id: integer().primaryKey(),
    slug: text().notNull().unique(),
    label: text().notNull(),
    parentId: integer('parent_id'),
    /** Path of the pictogram served by the shop API. */
    picto: text().notNull(),
    position: smallint().notNull(),
    description: text().notNull().default(''),
    /** An unpublished need is kept for old links (a redirect) but listed nowhere. */
    published: boolean().notNull().default(true),
    searchName: text('search_name').notNull().default(''),
  },
  (table) => [index('needs_parent_idx').on(table.parentId)],
);

/** A row of a product's nutritional analysis table. */
export interface NutritionalRow {
  /** "Magnésium", "dont sucres"… */
  label: string;
  /** Amount per daily dose, with its unit ("300 mg"). */
  perDose: string;
  /** Percentage of the nutrient reference value, when one exists. */
  nrvPercent: number | null;
}

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    published: boolean().notNull().default(true),
    searchName: text('search_name').notNull().default(''),
    /** Merchandising order of the default list. */
    position: integer().notNull().default(0),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    promoted: boolean().notNull().default(false),
    specialOffer: boolean('special_offer').notNull().default(false),
    isNewFrom: date('is_new_from', { mode: 'string' }),
    isNewTo: date('is_new_to', { mode: 'string' }),
    /** A known product whose formula changed ("nouvelle formule"). */
    isNewFormulae: boolean('is_new_formulae').notNull().default(false),
    /** Path of the packshot served by the shop API, and its text alternative. */
    smallImageUrl: text('small_image_url').notNull().default(''),
    smallImageAlt: text('small_image_alt').notNull().default(''),
    /** "Boîte de 30 gélules". */
    conditioning: text().notNull().default(''),
    /** Net weight in grams, when it applies. */
    weight: integer(),
    /** Volume in millilitres, when it applies (liquids). */
    volume: integer(),
    ingredients: text().notNull().default(''),
    usage: text().notNull().default(''),
    nutritionalAnalysis: jsonb('nutritional_analysis')
      .$type<NutritionalRow[]>()
      .notNull()
      .default([]),
    /** Codes of `product_labels`. */
    labels: text().array().notNull().default([]),
    stock: integer().notNull().default(0),
  },
  (table) => [
    index('products_brand_idx').on(table.brandId),
    index('products_position_idx').on(table.position),
    index('products_search_name_idx').on(table.searchName.op('text_pattern_ops')),
  ],
);

/** The labels a product may carry (bio, vegan, fabriqué en France…). */
export const productLabels = pgTable('product_labels', {
  code: text().primaryKey(),
  label: text().notNull(),
  position: smallint().notNull().default(0),
});

/**
 * A product's prices in one sales plan, with taxes, in cents; a product without a row in a
 * plan is not sold in it. `price` 0 is a free product (gift, sample).
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    salesplanId: integer('salesplan_id')
      .notNull()
      .references(() => salesplans.id, { onDelete: 'cascade' }),
    price: integer().notNull(),
    /** The suggested public price (prix public conseillé), when the laboratory gives one. */
    suggestedPrice: integer('suggested_price'),
    /** Degressive prices, valid per `areVolumeTiersValid`. */
    volumePrices: jsonb('volume_prices').$type<VolumePriceTier[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.salesplanId] }),
    index('product_prices_plan_price_idx').on(table.salesplanId, table.price),
  ],
);

/**
 * A product's expertise areas. Categories are the content area's table, seeded after the
 * catalogue, so the link holds the category's slug (unique there) rather than an id with
 * a foreign key the catalogue seed could not satisfy; queries join on `categories.slug`.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categorySlug] }),
    index('product_categories_category_idx').on(table.categorySlug),
  ],
);

export const productNeeds = pgTable(
  'product_needs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    needId: integer('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.needId] }),
    index('product_needs_need_idx').on(table.needId),
  ],
);

export const productFaqs = pgTable(
  'product_faqs',
  {
    id: integer().primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (table) => [index('product_faqs_product_idx').on(table.productId, table.position)],
);

export const brandFaqs = pgTable(
  'brand_faqs',
  {
    id: integer().primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (table) => [index('brand_faqs_brand_idx').on(table.brandId, table.position)],
);

/** Consumer reviews; `author` null is an anonymous review. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    note: smallint().notNull(),
    author: text(),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    content: text().notNull(),
    /** The laboratory's answer, if any. */
    answer: text(),
    answeredOn: date('answered_on', { mode: 'string' }),
    published: boolean().notNull().default(true),
  },
  (table) => [
    index('reviews_product_date_idx').on(table.productId, table.reviewedOn),
    index('reviews_product_note_idx').on(table.productId, table.note),
  ],
);

/**
 * One row per word of a searchable name: products (their name, rank 1; their brand's name,
 * rank 2; their needs' labels, rank 3), brands and needs (rank 1), published ones only.
 * `position` is the word's place in its text (0: the name begins with it) and `sort_name`
 * the entity's normalised name, so suggestions rank and order from this table alone
 * without reading the wide product rows. Filled by the seed with `searchWordRows`;
 * whoever writes, renames or unpublishes a product elsewhere rewrites its words too.
 */
export const catalogueSearchWords = pgTable(
  'catalogue_search_words',
  {
    kind: text().notNull().$type<'product' | 'brand' | 'need'>(),
    entityId: integer('entity_id').notNull(),
    word: text().notNull(),
    rank: smallint().notNull(),
    position: smallint().notNull().default(0),
    sortName: text('sort_name').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.entityId, table.word] }),
    index('catalogue_search_words_word_idx').on(table.kind, table.word.op('text_pattern_ops')),
  ],
);

export const brandsRelations = relations(brands, ({ many }) => ({
  products: many(products),
  faqs: many(brandFaqs),
}));

export const needsRelations = relations(needs, ({ one, many }) => ({
  parent: one(needs, { fields: [needs.parentId], references: [needs.id], relationName: 'tree' }),
  children: many(needs, { relationName: 'tree' }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  prices: many(productPrices),
  faqs: many(productFaqs),
  reviews: many(reviews),
}));

export const productPricesRelations = relations(productPrices, ({ one }) => ({
  product: one(products, { fields: [productPrices.productId], references: [products.id] }),
}));

export const productFaqsRelations = relations(productFaqs, ({ one }) => ({
  product: one(products, { fields: [productFaqs.productId], references: [products.id] }),
}));

export const brandFaqsRelations = relations(brandFaqs, ({ one }) => ({
  brand: one(brands, { fields: [brandFaqs.brandId], references: [brands.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
}));
