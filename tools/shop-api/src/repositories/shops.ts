import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ShopSchema, type Shop } from '@shop/api-client/contract';
import type { ShopDatabase } from '../db/open-database';
import { salesplans, shopLanguages, shops } from '../db/schema';

/** The shop with its languages and sales plans, in the contract's shape; null if unknown. */
export async function findShop(db: ShopDatabase, id: number): Promise<Shop | null> {
  const row = await db.query.shops.findFirst({
    where: eq(shops.id, id),
    with: {
      languages: { orderBy: asc(shopLanguages.position) },
      salesplans: { orderBy: asc(salesplans.id) },
    },
  });
  if (!row) return null;
  // Parsed so that a row the contract does not allow fails here, not in a browser.
  return v.parse(ShopSchema, {
    id: row.id,
    name: row.name,
    url: row.url,
    languages: row.languages.map(({ code, label }) => ({ code, label })),
    salesplans: row.salesplans.map(({ id, target, currencySymbol }) => ({
      id,
      target,
      currency_symbol: currencySymbol,
    })),
  });
}
