import { and, eq, inArray } from 'drizzle-orm';
import type { Redirection } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { redirections } from '../../db/schema';

/**
 * How a URL variant is compared with the stored sources: an absolute URL is reduced to
 * its path and query; case and a trailing slash do not count.
 */
export function redirectionSource(variant: string): string | null {
  let path = variant.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      const url = new URL(path);
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/')) path = `/${path}`;
  const [pathname = '', query] = path.split(/\?(.*)/s, 2);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (query ? `${trimmed}?${query}` : trimmed).toLowerCase();
}

/** The redirection of the first variant that has one, in the order sent; null if none. */
export async function findRedirection(
  db: ShopDatabase,
  shopId: number,
  variants: readonly string[],
): Promise<Redirection | null> {
  const sources = variants.map(redirectionSource).filter((s): s is string => s !== null);
  if (sources.length === 0) return null;
  const rows = await db
    .select()
    .from(redirections)
    .where(and(eq(redirections.shopId, shopId), inArray(redirections.source, sources)));
  for (const source of sources) {
    const row = rows.find((r) => r.source === source);
    if (row) return { type: row.type === 302 ? 302 : 301, url: row.target };
  }
  return null;
}
