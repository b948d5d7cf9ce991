import { and, asc, between, desc, eq, like } from 'drizzle-orm';
import type { City } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { communes, communeZipcodes } from '../../db/schema';
import { cityNameKey } from './city-name';
import { boundingBox, haversineKm, type Position } from './geometry';

/**
 * French alphabetical order. Sorted here, not by the database, whose collation differs
 * between PGlite and PostgreSQL servers (`L'Abergement` before or after `Lagnieu`).
 */
const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', ignorePunctuation: true });

/** `GET /cities`: the communes of a postcode, by name; empty when it is unknown. */
export async function findCitiesByZipcode(db: ShopDatabase, zipcode: string): Promise<City[]> {
  const rows = await db
    .select({ name: communes.name, zipcode: communeZipcodes.zipcode, code: communes.code })
    .from(communeZipcodes)
    .innerJoin(communes, eq(communes.code, communeZipcodes.communeCode))
    .where(eq(communeZipcodes.zipcode, zipcode));
  return rows.sort((a, b) => frenchOrder.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

const average = (positions: readonly Position[]): Position => ({
  lat: positions.reduce((sum, { lat }) => sum + lat, 0) / positions.length,
  lon: positions.reduce((sum, { lon }) => sum + lon, 0) / positions.length,
});

/**
 * The position a search by postcode and/or commune name starts from; null when neither
 * names a known place. A postcode stands for the middle of its communes (of the one named
 * `city`, when it is among them); a name alone for the most populous commune of that name
 * (or, failing one, whose name starts with it).
 */
export async function locatePlace(
  db: ShopDatabase,
  { zipcode, city }: { zipcode?: string | undefined; city?: string | undefined },
): Promise<Position | null> {
  const key = city === undefined ? '' : cityNameKey(city);
  if (zipcode !== undefined) {
    const rows = await db
      .select({
        lat: communeZipcodes.lat,
        lon: communeZipcodes.lon,
        nameSearch: communes.nameSearch,
      })
      .from(communeZipcodes)
      .innerJoin(communes, eq(communes.code, communeZipcodes.communeCode))
      .where(eq(communeZipcodes.zipcode, zipcode));
    if (rows.length === 0) return null;
    const named = rows.filter(({ nameSearch }) => key !== '' && nameSearch === key);
    return average(named.length > 0 ? named : rows);
  }
  if (key === '') return null;
  for (const condition of [eq(communes.nameSearch, key), like(communes.nameSearch, `${key}%`)]) {
    const [commune] = await db
      .select({ lat: communes.lat, lon: communes.lon })
      .from(communes)
      .where(condition)
      .orderBy(desc(communes.population), asc(communes.code))
      .limit(1);
    if (commune) return commune;
  }
  return null;
}

/**
 * Metropolitan France with Corsica, as a latitude/longitude rectangle: a position outside
 * it is not ours to geocode, whatever commune happens to be nearest.
 */
const METROPOLITAN_BOUNDS = { minLat: 41.3, maxLat: 51.15, minLon: -5.25, maxLon: 9.6 };

/**
 * How far the nearest commune may be. A village's position is estimated, up to about
 * 20 km off (see the seed's commune-positions.ts), so this is generous rather than tight.
 */
const REVERSE_GEOCODING_RADIUS_KM = 50;

/**
 * `GET /reverse-geocoding`: the commune nearest to a position, under the postcode of the
 * part of it that is nearest; null outside metropolitan France.
 */
export async function reverseGeocode(db: ShopDatabase, position: Position): Promise<City | null> {
  const bounds = METROPOLITAN_BOUNDS;
  if (
    position.lat < bounds.minLat ||
    position.lat > bounds.maxLat ||
    position.lon < bounds.minLon ||
    position.lon > bounds.maxLon
  ) {
    return null;
  }
  const box = boundingBox(position, REVERSE_GEOCODING_RADIUS_KM);
  const candidates = await db
    .select({
      name: communes.name,
      zipcode: communeZipcodes.zipcode,
      code: communes.code,
      lat: communeZipcodes.lat,
      lon: communeZipcodes.lon,
    })
    .from(communeZipcodes)
    .innerJoin(communes, eq(communes.code, communeZipcodes.communeCode))
    .where(
      and(
        between(communeZipcodes.lat, box.minLat, box.maxLat),
        between(communeZipcodes.lon, box.minLon, box.maxLon),
      ),
    );
  let nearest: City | null = null;
  let nearestKm = REVERSE_GEOCODING_RADIUS_KM;
  for (const { lat, lon, ...city } of candidates) {
    const km = haversineKm(position, { lat, lon });
    // Ties (a commune's postcodes at one position) go to the smallest postcode.
    if (km < nearestKm || (km === nearestKm && nearest && city.zipcode < nearest.zipcode)) {
      nearest = city;
      nearestKm = km;
    }
  }
  return nearest;
}
