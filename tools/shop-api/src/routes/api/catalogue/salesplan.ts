import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import { resolveSalesplan } from '../../../repositories/catalogue/lookup';

/** The id of the sales plan a call prices in, or the 404 that says why there is none. */
export async function salesplanIdOf(
  db: ShopDatabase,
  query: { shop_id: number; saleplan_id?: number | undefined },
): Promise<number> {
  const plan = await resolveSalesplan(db, query.shop_id, query.saleplan_id);
  if ('id' in plan) return plan.id;
  throw plan.missing === 'shop'
    ? new ApiError(404, 'shop_not_found', 'Shop not found')
    : new ApiError(404, 'salesplan_not_found', 'Sales plan not found');
}
