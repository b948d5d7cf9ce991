import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { pointsOfSale } from './geography';
import { products } from './catalogue';

/**
 * Customers, their web accounts (users), addresses and favourites. A customer can
 * exist without a user: a customer known to the laboratory by its code (`cegid_id`) who
 * has not signed up on the web yet.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    /** The customer code (client number) printed on the laboratory's letters. */
    cegidId: text('cegid_id').notNull().unique(),
    civility: text(),
    firstname: text().notNull().default(''),
    lastname: text().notNull(),
    /** The e-mail the laboratory knows for this customer, set even without a web account. */
    email: text(),
    birthday: date({ mode: 'string' }),
    phone: text(),
    mobile: text(),
    /** A `customer_origins` code. */
    origin: text(),
    companyName: text('company_name'),
    siret: text(),
    optinHealthNewsletter: boolean('optin_health_newsletter').notNull().default(false),
    optinProductNewsletter: boolean('optin_product_newsletter').notNull().default(false),
    optinSms: boolean('optin_sms').notNull().default(false),
    optinDietNewsletter: boolean('optin_diet_newsletter').notNull().default(false),
    optinFoundation: boolean('optin_foundation').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('customers_email_idx').on(table.email)],
);

/** A web account: the e-mail is the login; one user per customer at most. */
export const users = pgTable('users', {
  id: serial().primaryKey(),
  /** Lowercased; the login. */
  email: text().notNull().unique(),
  /** scrypt hash in PHC-like form (see auth/passwords.ts); never the password. */
  passwordHash: text('password_hash').notNull(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /**
   * Carried by every access token (`ver`) and compared on every call: a password change or
   * reset moves it on, which ends every session of the account at once.
   */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    civility: text().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    address1: text().notNull(),
    address2: text(),
    address3: text(),
    zipcode: text().notNull(),
    city: text().notNull(),
    country: text().notNull().default('FR'),
    phone: text(),
    mobile: text(),
    deliveryInformation: text('delivery_information'),
    isInvoiceDefault: boolean('is_invoice_default').notNull().default(false),
    isDeliveryDefault: boolean('is_delivery_default').notNull().default(false),
    /** Position of the address, filled by the coordinates call from its commune. */
    lat: doublePrecision(),
    lon: doublePrecision(),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId)],
);

export const favouriteProducts = pgTable(
  'favourite_products',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);

export const favouritePointsOfSale = pgTable(
  'favourite_points_of_sale',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    pointOfSaleId: integer('point_of_sale_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.pointOfSaleId] })],
);
