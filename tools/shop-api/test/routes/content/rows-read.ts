import { vi } from 'vitest';
import type { ShopDatabase } from '../../../src/db/open-database';

interface QueryClient {
  query(...args: unknown[]): Promise<{ rows?: unknown[] }>;
}

/**
 * How many rows the database sent back while `work` ran. Both drivers (a PGlite, a
 * node-postgres pool) answer Drizzle through the client's `query`.
 */
export async function rowsRead(db: ShopDatabase, work: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const query = client.query.bind(client);
  let rows = 0;
  const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
    const result = await query(...args);
    rows += result.rows?.length ?? 0;
    return result;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return rows;
}
