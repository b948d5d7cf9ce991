import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands, needs, products } from './catalogue';

/**
 * The CMS: pages, menus, settings, reference lists (civilities, origins, carriers, payment
 * methods), the homepage, quizzes, thematics and redirections. Ids are given by the seed,
 * as the laboratory's back office assigns them, so they stay stable across databases.
 */

/** Categories of the quality and innovation pages. */
export const innovationCategories = pgTable('innovation_categories', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  label: text().notNull(),
  position: smallint().notNull(),
});

/** The category tree: the four expertise areas and their sub-categories. */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey(),
    slug: text().notNull().unique(),
    label: text().notNull(),
    description: text().notNull().default(''),
    parentId: integer('parent_id'),
    position: smallint().notNull(),
    published: boolean().notNull().default(true),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/**
 * CMS pages of every kind, told apart by `type` (the spec's technical_name: advice,
 * innovation, actualite, brand_corner_main, brand_corner_page, need, theme, content…).
 */
export const pages = pgTable(
  'pages',
  {
    id: integer().primaryKey(),
    type: text().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    published: boolean().notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** The page's parent (an advice article under its theme). */
    parentId: integer('parent_id'),
    /** Brand corner pages belong to a brand. */
    brandId: integer('brand_id').references(() => brands.id),
    /** Need pages belong to a need. */
    needId: integer('need_id').references(() => needs.id),
    /** The title lowercased and without accents, for accent-insensitive search. */
    titleSearch: text('title_search').notNull().default(''),
    summary: text().notNull().default(''),
    /** HTML as the CMS stores it: the storefront sanitises it before showing it. */
    body: text().notNull().default(''),
    /** Manual order of the back office (`order=order`). */
    position: smallint().notNull().default(0),
    verticalImageAlt: text('vertical_image_alt'),
    innovationCategoryId: integer('innovation_category_id').references(
      () => innovationCategories.id,
    ),
    /** File name offered by `/page/download/{id}`; null when the page has no download. */
    downloadName: text('download_name'),
  },
  (table) => [
    index('pages_type_slug_idx').on(table.type, table.slug),
    index('pages_need_idx').on(table.needId),
    index('pages_brand_idx').on(table.brandId),
    index('pages_parent_idx').on(table.parentId),
    index('pages_type_published_at_idx').on(table.type, table.publishedAt),
    index('pages_title_search_idx').on(table.titleSearch),
  ],
);

/** Products shown beside a page, and pages listed beside a product. */
export const pageProducts = pgTable(
  'page_products',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.productId] }),
    index('page_products_product_idx').on(table.productId),
  ],
);

/** Pages the back office associates with a page ("à lire aussi"). */
export const pageAssociations = pgTable(
  'page_associations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    associatedPageId: integer('associated_page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.associatedPageId] })],
);

/** A country's setting (only France): contacts and the sites' addresses. */
export const countrySettings = pgTable('country_settings', {
  code: text().primaryKey(),
  label: text().notNull(),
  url: text().notNull(),
  proUrl: text('pro_url').notNull(),
  corporateUrl: text('corporate_url').notNull(),
  /** Laboratory and headquarters contacts, in the contract's shape. */
  contact: jsonb().notNull(),
});

export const menus = pgTable('menus', {
  code: text().primaryKey(),
  label: text().notNull(),
});

/** A menu entry; entries with a parent are the `childs` of that entry. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey(),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    code: text().notNull(),
    label: text().notNull(),
    slug: text(),
    position: smallint().notNull(),
  },
  (table) => [index('menu_items_menu_idx').on(table.menuCode, table.position)],
);

/** A global setting: a code and its values (the first value is used as a slug). */
export const settings = pgTable('settings', {
  code: text().primaryKey(),
  values: text().array().notNull(),
});

/** How a customer heard of the products; codes may carry more than one label. */
export const customerOrigins = pgTable('customer_origins', {
  id: integer().primaryKey(),
  code: text().notNull(),
  label: text().notNull(),
  position: smallint().notNull(),
});

export const civilities = pgTable('civilities', {
  id: integer().primaryKey(),
  label: text().notNull().unique(),
  short: text().notNull(),
  position: smallint().notNull(),
});

export const carriers = pgTable('carriers', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  label: text().notNull(),
  description: text().notNull(),
  /** Shipping cost with taxes, in cents. */
  costCents: integer('cost_cents').notNull(),
  delayMin: smallint('delay_min').notNull(),
  delayMax: smallint('delay_max').notNull(),
  delayUnit: text('delay_unit').notNull(),
  position: smallint().notNull(),
});

export const paymentMethods = pgTable('payment_methods', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  label: text().notNull(),
  /** card, wallet, mobile_wallet or cheque. */
  kind: text().notNull(),
  position: smallint().notNull(),
});

/** The homepage blocks, in order: hero, promoted, new products, needs, advice. */
export const homepageSections = pgTable('homepage_sections', {
  code: text().primaryKey(),
  title: text().notNull(),
  subtitle: text().notNull().default(''),
  linkLabel: text('link_label'),
  linkUrl: text('link_url'),
  position: smallint().notNull(),
});

/** What a homepage block shows: products, needs or pages, by id. */
export const homepageItems = pgTable(
  'homepage_items',
  {
    sectionCode: text('section_code')
      .notNull()
      .references(() => homepageSections.code, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    position: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sectionCode, table.entityType, table.entityId] })],
);

export const quizzes = pgTable('quizzes', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  intro: text().notNull(),
  firstQuestionId: integer('first_question_id'),
  published: boolean().notNull().default(true),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer().primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    help: text().notNull().default(''),
    position: smallint().notNull(),
  },
  (table) => [index('quiz_questions_quiz_idx').on(table.quizId)],
);

export const quizResults = pgTable(
  'quiz_results',
  {
    id: integer().primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    text: text().notNull(),
  },
  (table) => [index('quiz_results_quiz_idx').on(table.quizId)],
);

/** An answer leads to the next question, or (last question) to a result. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: integer().primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    position: smallint().notNull(),
    nextQuestionId: integer('next_question_id').references(() => quizQuestions.id),
    resultId: integer('result_id').references(() => quizResults.id),
  },
  (table) => [index('quiz_answers_question_idx').on(table.questionId)],
);

export const quizResultProducts = pgTable(
  'quiz_result_products',
  {
    resultId: integer('result_id')
      .notNull()
      .references(() => quizResults.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.resultId, table.productId] })],
);

/** Health thematics of the customer area, each with its products and pages. */
export const thematics = pgTable('thematics', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
  position: smallint().notNull(),
});

/** An entry of a thematic: a product or a page, in order. */
export const thematicEntries = pgTable(
  'thematic_entries',
  {
    thematicId: integer('thematic_id')
      .notNull()
      .references(() => thematics.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    position: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.thematicId, table.entityType, table.entityId] })],
);

/** A redirection managed in the CMS: a path of the shop and where it now leads. */
export const redirections = pgTable(
  'redirections',
  {
    id: integer().primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** The source as the storefront sends it, lowercased, without a trailing slash. */
    source: text().notNull(),
    /** 301 (permanent) or 302 (temporary). */
    type: smallint().notNull(),
    target: text().notNull(),
  },
  (table) => [unique('redirections_shop_source_unique').on(table.shopId, table.source)],
);
