import { and, desc, eq } from 'drizzle-orm';
import type { ProductList } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { favouriteProducts, products } from '../../db/schema';
import { selectProducts, toProduct } from '../catalogue/product-rows';

/**
 * `GET /user/favorite-product`: the customer's favourite products, last added first, as
 * the product list answers them in sales plan `planId`. A favourite no longer published,
 * or not sold in that plan, stays stored but is not shown.
 */
export async function listFavouriteProducts(
  db: ShopDatabase,
  customerId: number,
  planId: number,
): Promise<ProductList> {
  const rows = await selectProducts(db, planId)
    .innerJoin(
      favouriteProducts,
      and(
        eq(favouriteProducts.productId, products.id),
        eq(favouriteProducts.customerId, customerId),
      ),
    )
    .where(eq(products.published, true))
    .orderBy(desc(favouriteProducts.createdAt), desc(products.id));
  const items = rows.map(toProduct);
  return { items, total: items.length };
}

/** Whether product `productId` is among the customer's favourites. */
export async function isFavouriteProduct(
  db: ShopDatabase,
  customerId: number,
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ productId: favouriteProducts.productId })
    .from(favouriteProducts)
    .where(
      and(eq(favouriteProducts.customerId, customerId), eq(favouriteProducts.productId, productId)),
    );
  return row !== undefined;
}

export type FavouriteAddition = 'added' | 'product_not_found' | 'already_favourite';

/** Adds a published product to the customer's favourites, at `now` (ms epoch). */
export async function addFavouriteProduct(
  db: ShopDatabase,
  customerId: number,
  productId: number,
  now: number,
): Promise<FavouriteAddition> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) return 'product_not_found';
  const inserted = await db
    .insert(favouriteProducts)
    .values({ customerId, productId, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ productId: favouriteProducts.productId });
  return inserted.length > 0 ? 'added' : 'already_favourite';
}

/** Removes a product from the customer's favourites; nothing happens when it is not one. */
export async function removeFavouriteProduct(
  db: ShopDatabase,
  customerId: number,
  productId: number,
): Promise<void> {
  await db
    .delete(favouriteProducts)
    .where(
      and(eq(favouriteProducts.customerId, customerId), eq(favouriteProducts.productId, productId)),
    );
}
