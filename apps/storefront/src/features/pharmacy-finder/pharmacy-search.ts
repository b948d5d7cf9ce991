import * as v from 'valibot';
import type { NearbySearchParams } from '@shop/api-client';

/**
 * The router JSON-parses search values: `?cp=69001` arrives as the number 69001, `?cp=01000`
 * as a string. The value is kept as it came, since whatever the search holds is written
 * back to the address (a string `69001` would be written `%2269001%22`); `searchedZipcode`
 * reads it as the five-digit string.
 */
const ZipcodeParamSchema = v.union([
  v.pipe(v.string(), v.regex(/^\d{5}$/)),
  v.pipe(v.number(), v.integer(), v.minValue(10_000), v.maxValue(99_999)),
]);

/**
 * Where the pharmacy finder searches, kept in the address so a reload or the back button
 * finds the same list: a commune (`?cp=69001&ville=Lyon`) or a position (`?lat=&lon=`).
 * A value that does not parse is dropped rather than failing the page.
 */
export const PharmacySearchSchema = v.object({
  cp: v.fallback(v.optional(ZipcodeParamSchema), undefined),
  ville: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), undefined),
  lat: v.fallback(v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), undefined),
  lon: v.fallback(v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), undefined),
});
export type PharmacySearch = v.InferOutput<typeof PharmacySearchSchema>;

/** How many pharmacies the list and the map show. */
export const PHARMACIES_SHOWN = 10;

/** The postcode of a commune search, as five digits. */
export function searchedZipcode(search: PharmacySearch): string | undefined {
  return search.cp === undefined ? undefined : String(search.cp);
}

/** The call's parameters for a search, or null while nothing has been searched. */
export function nearbySearchOf(search: PharmacySearch): NearbySearchParams | null {
  const base = { per_page: PHARMACIES_SHOWN };
  if (search.lat !== undefined && search.lon !== undefined) {
    return { ...base, lat: search.lat, lon: search.lon };
  }
  const zipcode = searchedZipcode(search);
  if (zipcode !== undefined && search.ville !== undefined) {
    return { ...base, zipcode, city: search.ville };
  }
  return null;
}

/** A commune search as the address writes it: `?cp=69001`, not `?cp=%2269001%22`. */
export function communeSearch(zipcode: string, city: string): PharmacySearch {
  return { cp: zipcode.startsWith('0') ? zipcode : Number(zipcode), ville: city };
}

/** A position search, rounded to about 10 m: precise enough, and a stable cache key. */
export function positionSearch(lat: number, lon: number): PharmacySearch {
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return { lat: round(lat), lon: round(lon) };
}
