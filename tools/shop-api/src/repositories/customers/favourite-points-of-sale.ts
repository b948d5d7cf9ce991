import { and, desc, eq } from 'drizzle-orm';
import type { PointOfSaleList } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { favouritePointsOfSale, pointsOfSale } from '../../db/schema';
import { findPointOfSale } from '../geography/nearby';

/**
 * `GET /customer/point-of-sale`: the customer's favourite pharmacies, last added first, each
 * as `GET /point-of-sale/{id}` answers it (the locator's own serialiser; a customer keeps
 * a handful, so one read each is cheap).
 */
export async function listFavouritePointsOfSale(
  db: ShopDatabase,
  customerId: number,
): Promise<PointOfSaleList> {
  const favourites = await db
    .select({ id: favouritePointsOfSale.pointOfSaleId })
    .from(favouritePointsOfSale)
    .where(eq(favouritePointsOfSale.customerId, customerId))
    .orderBy(desc(favouritePointsOfSale.createdAt), desc(favouritePointsOfSale.pointOfSaleId));
  const items = [];
  for (const { id } of favourites) {
    const pointOfSale = await findPointOfSale(db, id);
    if (pointOfSale) items.push(pointOfSale);
  }
  return { items, total: items.length };
}

export type PointOfSaleAddition = 'added' | 'point_of_sale_not_found' | 'already_favourite';

/** Adds a pharmacy to the customer's favourites, at `now` (ms epoch). */
export async function addFavouritePointOfSale(
  db: ShopDatabase,
  customerId: number,
  pointOfSaleId: number,
  now: number,
): Promise<PointOfSaleAddition> {
  const [pointOfSale] = await db
    .select({ id: pointsOfSale.id })
    .from(pointsOfSale)
    .where(eq(pointsOfSale.id, pointOfSaleId));
  if (!pointOfSale) return 'point_of_sale_not_found';
  const inserted = await db
    .insert(favouritePointsOfSale)
    .values({ customerId, pointOfSaleId, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: favouritePointsOfSale.pointOfSaleId });
  return inserted.length > 0 ? 'added' : 'already_favourite';
}

/** Removes a pharmacy from the customer's favourites; nothing happens when it is not one. */
export async function removeFavouritePointOfSale(
  db: ShopDatabase,
  customerId: number,
  pointOfSaleId: number,
): Promise<void> {
  await db
    .delete(favouritePointsOfSale)
    .where(
      and(
        eq(favouritePointsOfSale.customerId, customerId),
        eq(favouritePointsOfSale.pointOfSaleId, pointOfSaleId),
      ),
    );
}
