import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { Schedule } from '@shop/api-client/contract';

/**
 * Partner pharmacies, relay points and the communes they sit in. Communes and
 * their postcodes are the real ones (`@etalab/decoupage-administratif`); their positions
 * are GeoNames' for towns, estimated for villages (seed/geography/commune-positions.ts).
 * Ids of pharmacies and relay points are given by the seed, so they stay stable.
 */

/** The current communes of metropolitan France, by INSEE code. */
export const communes = pgTable(
  'communes',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    /** The name lowercased, without accents, hyphens or apostrophes, for lookups by city. */
    nameSearch: text('name_search').notNull(),
    departement: text().notNull(),
    population: integer().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
  }, // text_pattern_ops: the index also serves `like 'prefix%'` whatever the collation.
  (table) => [index('communes_name_search_idx').on(table.nameSearch.op('text_pattern_ops'))],
);

/**
 * The postcodes of each commune. A postcode may cover several communes and a commune
 * several postcodes; each pair has its own position (Paris, Lyon and Marseille: the
 * arrondissement's), which reverse geocoding and searches by postcode read.
 */
export const communeZipcodes = pgTable(
  'commune_zipcodes',
  {
    zipcode: text().notNull(),
    communeCode: text('commune_code')
      .notNull()
      .references(() => communes.code),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.zipcode, table.communeCode] }),
    index('commune_zipcodes_position_idx').on(table.lat, table.lon),
  ],
);

/** Partner pharmacies (SPEC.md §9: over 9,000), found by position or postcode. */
export const pointsOfSale = pgTable(
  'points_of_sale',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    address: text().notNull(),
    zipcode: text().notNull(),
    city: text().notNull(),
    communeCode: text('commune_code')
      .notNull()
      .references(() => communes.code),
    phone: text().notNull(),
    schedules: jsonb().$type<Schedule[]>().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
  },
  (table) => [index('points_of_sale_position_idx').on(table.lat, table.lon)],
);

/** Relay points of the relay carrier: shops that keep parcels for their customers. */
export const relayPoints = pgTable(
  'relay_points',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    address: text().notNull(),
    zipcode: text().notNull(),
    city: text().notNull(),
    communeCode: text('commune_code')
      .notNull()
      .references(() => communes.code),
    schedules: jsonb().$type<Schedule[]>().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
  },
  (table) => [index('relay_points_position_idx').on(table.lat, table.lon)],
);
