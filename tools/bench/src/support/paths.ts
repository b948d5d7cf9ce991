import { join } from 'node:path';

/** The workspace's folders and builds the benchmarks start. */
export const workspaceRoot = join(import.meta.dirname, '../../../..');
export const shopApiDir = join(workspaceRoot, 'tools/shop-api');
export const gatewayServer = join(workspaceRoot, 'apps/gateway/dist/server.mjs');
// BENCH_SPA_DIR measures another build of the SPA (a helper's copy, a branch's).
export const spaDir = process.env.BENCH_SPA_DIR ?? join(workspaceRoot, 'apps/storefront/dist');
