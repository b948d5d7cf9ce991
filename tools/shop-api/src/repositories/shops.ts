import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ShopSchema, type Shop } from '@shop/api-client/contract';
import type { ShopDatabase } from '../db/open-database';
import { salesplans, shopLanguages, shops } from '../db/schema';

/** Hosts that are a development copy of the shop, not a shop of their own. */
const LOOPBACK_HOST = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/** The host name of a URL given with or without its scheme; null when it is not one. */
function hostOf(url: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return null;
  }
}

/**
 * The id of the shop served at `url`: its own host, its domain without `www.`, or a
 * subdomain of that domain (a corner site); a loopback host answers `fallbackId`, the
 * shop a developer runs. Null when no shop is served there.
 */
export async function findShopIdByUrl(
  db: ShopDatabase,
  url: string,
  fallbackId: number,
): Promise<number | null> {
  const host = hostOf(url);
  if (host === null) return null;
  if (LOOPBACK_HOST.test(host)) return fallbackId;
  const rows = await db.select({ id: shops.id, url: shops.url }).from(shops).orderBy(asc(shops.id));
  for (const row of rows) {
    const shopHost = hostOf(row.url);
    if (shopHost === null) continue;
    const domain = shopHost.replace(/^www\./, '');
    if (host === shopHost || host === domain || host.endsWith(`.${domain}`)) return row.id;
  }
  return null;
}

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
