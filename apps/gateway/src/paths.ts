import { fileURLToPath } from 'node:url';

/**
 * The storefront build served by default. This file sits one level below the project
 * root, and so does the bundle it is built into (`dist/server.mjs`), so the same relative
 * path holds for the sources (tests) and the build (`npm start`, deployments).
 */
export const DEFAULT_SPA_DIR = fileURLToPath(new URL('../../storefront/dist', import.meta.url));

/** The storefront's server entry, built beside the client build. */
export const DEFAULT_SSR_ENTRY = fileURLToPath(
  new URL('../../storefront/dist-server/entry-server.js', import.meta.url),
);
