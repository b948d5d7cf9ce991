import { and, asc, between, count, eq, lte, sql } from 'drizzle-orm';
import type { PointOfSale, RelayPoint } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { pointsOfSale, relayPoints } from '../../db/schema';
import { boundingBox, roundDistanceKm, type Position } from './geometry';
import { haversineKmSql } from './geometry-sql';

export interface NearbySearch {
  centre: Position;
  radiusKm: number;
  page: number;
  perPage: number;
}

interface Page<TItem> {
  items: TItem[];
  total: number;
}

type PointOfSaleRow = typeof pointsOfSale.$inferSelect;
type RelayPointRow = typeof relayPoints.$inferSelect;

const toPointOfSale = (row: PointOfSaleRow, distance: number | null): PointOfSale => ({
  id: row.id,
  name: row.name,
  address: row.address,
  zipcode: row.zipcode,
  city: row.city,
  lat: row.lat,
  lon: row.lon,
  schedules: row.schedules,
  phone: row.phone,
  distance,
});

const toRelayPoint = (row: RelayPointRow, distance: number | null): RelayPoint => ({
  id: row.id,
  name: row.name,
  address: row.address,
  zipcode: row.zipcode,
  city: row.city,
  lat: row.lat,
  lon: row.lon,
  schedules: row.schedules,
  distance,
});

type PlaceTable = typeof pointsOfSale | typeof relayPoints;

/** The number of rows before `limit`, on each row: the total of the page's list. */
const totalOver = sql<number>`(count(*) over ())::int`;

/**
 * One page of the places of `table` within `radiusKm` of `centre`, nearest first (ties by
 * id, so pages never overlap), and how many there are in all, in one query: the database
 * narrows to the bounding box on the indexed position, then to the exact distance, sorts
 * and pages ids and distances alone, and reads in full only the page's rows. Past the
 * last page, where no row carries the total, a count gives it.
 */
async function findNear<TTable extends PlaceTable, TItem>(
  db: ShopDatabase,
  table: TTable,
  toItem: (row: TTable['$inferSelect'], distance: number) => TItem,
  search: NearbySearch,
): Promise<Page<TItem>> {
  // Drizzle's query builder does not take a generic table: the union serves the queries.
  const places: PlaceTable = table;
  const box = boundingBox(search.centre, search.radiusKm);
  const distance = haversineKmSql(search.centre, places);
  const within = and(
    between(places.lat, box.minLat, box.maxLat),
    between(places.lon, box.minLon, box.maxLon),
    lte(distance, search.radiusKm),
  );
  const offset = (search.page - 1) * search.perPage;
  const page = db
    .select({ id: places.id, distance: distance.as('distance'), total: totalOver.as('total') })
    .from(places)
    .where(within)
    // By the column's name, so that the distance of each row is not computed once more.
    .orderBy(asc(sql.identifier('distance')), asc(places.id))
    .limit(search.perPage)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ place: places, distance: page.distance, total: page.total })
    .from(page)
    .innerJoin(places, eq(places.id, page.id))
    .orderBy(asc(page.distance), asc(page.id));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db.select({ n: count() }).from(places).where(within);
    total = counted?.n ?? 0;
  }
  return { items: rows.map((row) => toItem(row.place, roundDistanceKm(row.distance))), total };
}

/** `GET /point-of-sale`: partner pharmacies near a position, nearest first. */
export const findPointsOfSaleNear = (db: ShopDatabase, search: NearbySearch) =>
  findNear(db, pointsOfSale, toPointOfSale, search);

/** `GET /relay`: relay points near a position, nearest first. */
export const findRelayPointsNear = (db: ShopDatabase, search: NearbySearch) =>
  findNear(db, relayPoints, toRelayPoint, search);

export async function findPointOfSale(db: ShopDatabase, id: number): Promise<PointOfSale | null> {
  const [row] = await db.select().from(pointsOfSale).where(eq(pointsOfSale.id, id));
  return row ? toPointOfSale(row, null) : null;
}

export async function findRelayPoint(db: ShopDatabase, id: number): Promise<RelayPoint | null> {
  const [row] = await db.select().from(relayPoints).where(eq(relayPoints.id, id));
  return row ? toRelayPoint(row, null) : null;
}
