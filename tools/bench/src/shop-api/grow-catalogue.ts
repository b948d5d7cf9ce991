/**
 * The large catalogue the shop API is measured on: the shop API's own grow-catalogue build
 * (tools/shop-api/dist/grow-catalogue.mjs) migrates and seeds a PGlite data folder, then
 * adds generated products until it holds that many. The server is started on that folder
 * afterwards, as startShopApi({ dataDir }) reopens it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { shopApiDir } from '../support/paths.ts';
import { BENCH_SHOP_API_ENV } from '../support/servers.ts';

/**
 * Grows the catalogue of `dataDir` to `products`; gives the seconds it took. `signal` kills
 * the grower (the benchmark was interrupted).
 */
export async function growCatalogue(
  dataDir: string,
  products: number,
  signal?: AbortSignal,
): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...BENCH_SHOP_API_ENV,
    SHOP_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // The measured run is the embedded default, PGlite, even where a PostgreSQL is configured.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/grow-catalogue.mjs', String(products)], {
    cwd: shopApiDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    signal,
  });
  const [code, killedBy] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new Error(
      `grow-catalogue failed (${killedBy ?? String(code)}): is tools/shop-api built (dist/)?`,
    );
  }
  return (performance.now() - started) / 1000;
}
