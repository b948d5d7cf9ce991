import { rm } from 'node:fs/promises';

/** Throws away the PGlite folder the run's shop API used. */
export default async function globalTeardown() {
  const dir = process.env.E2E_SHOP_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
