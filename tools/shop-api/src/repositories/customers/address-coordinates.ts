import { and, eq } from 'drizzle-orm';
import type { AddressCoordinates } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { addresses } from '../../db/schema';
import { locatePlace } from '../geography/places';
import { findOwnAddressRow } from './addresses';

export type CoordinatesLookup =
  | { found: true; coordinates: AddressCoordinates }
  | { found: false; missing: 'address' | 'location' };

/**
 * `GET /customer/address/{id}/coordinates`: where the customer's address `id` lies, from
 * its commune as the pharmacy and relay searches locate one (`locatePlace`: the commune of
 * that name under the postcode, else the middle of the postcode's communes). Read once,
 * then kept on the address; changing the postcode or city forgets it.
 */
export async function findAddressCoordinates(
  db: ShopDatabase,
  customerId: number,
  id: number,
): Promise<CoordinatesLookup> {
  const row = await findOwnAddressRow(db, customerId, id);
  if (!row) return { found: false, missing: 'address' };
  if (row.lat !== null && row.lon !== null) {
    return { found: true, coordinates: { lat: row.lat, lon: row.lon } };
  }
  const position = await locatePlace(db, { zipcode: row.zipcode, city: row.city });
  if (!position) return { found: false, missing: 'location' };
  await db
    .update(addresses)
    .set({ lat: position.lat, lon: position.lon })
    // Unless the address moved meanwhile: its new place is not this one.
    .where(
      and(
        eq(addresses.id, row.id),
        eq(addresses.zipcode, row.zipcode),
        eq(addresses.city, row.city),
      ),
    );
  return { found: true, coordinates: { lat: position.lat, lon: position.lon } };
}
