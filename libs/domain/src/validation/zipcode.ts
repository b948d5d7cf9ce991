import * as v from 'valibot';
import { messageKey, requiredKey } from './message-keys';

/**
 * Metropolitan French postcodes (SPEC.md §5: "metropolitan France only"): five digits from
 * 01000 (Ain) to 95999 (Val-d'Oise), Corsica's 20xxx included. 00xxx does not exist, 97xxx
 * and 98xxx are overseas, 96xxx and 99xxx are not postcodes.
 */
export const METROPOLITAN_ZIPCODE_MIN = 1000;
export const METROPOLITAN_ZIPCODE_MAX = 95_999;

export function isMetropolitanZipcode(zipcode: string): boolean {
  if (!/^\d{5}$/.test(zipcode)) return false;
  const value = Number(zipcode);
  return value >= METROPOLITAN_ZIPCODE_MIN && value <= METROPOLITAN_ZIPCODE_MAX;
}

/**
 * The answer of the cities lookup for a postcode, as the form holds it. The postcode it was
 * asked for is kept with it, so an answer for an earlier postcode never validates the
 * current one.
 */
export interface ZipcodeLookup {
  zipcode: string;
  cities: readonly unknown[];
}

/**
 * Whether a postcode is usable for an address: metropolitan, and the lookup made for that
 * very postcode found at least one city (SPEC.md §5). No lookup yet means not yet usable.
 */
export function isDeliverableZipcode(zipcode: string, lookup: ZipcodeLookup | null): boolean {
  return (
    isMetropolitanZipcode(zipcode) &&
    lookup !== null &&
    lookup.zipcode === zipcode &&
    lookup.cities.length > 0
  );
}

/**
 * The postcode field of an address, given the cities looked up for it (the lookup is the
 * caller's I/O; this only reads its answer): `required_zipcode` when empty, otherwise
 * `zipcode_invalid` unless `isDeliverableZipcode`.
 */
export function createZipcodeSchema(lookup: ZipcodeLookup | null) {
  return v.pipe(
    v.string(requiredKey('zipcode')),
    v.trim(),
    v.nonEmpty(requiredKey('zipcode')),
    v.check((zipcode) => isDeliverableZipcode(zipcode, lookup), messageKey('zipcode_invalid')),
  );
}

/** A postcode typed where no lookup is made (contact form): optional, metropolitan if given. */
export const OptionalZipcodeSchema = v.pipe(
  v.nullish(v.string(messageKey('zipcode_invalid')), ''),
  v.trim(),
  v.check(
    (zipcode) => zipcode === '' || isMetropolitanZipcode(zipcode),
    messageKey('zipcode_invalid'),
  ),
);
