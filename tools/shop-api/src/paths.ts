import { fileURLToPath } from 'node:url';

/**
 * The Drizzle migrations folder. This file sits one level below the project root, and so
 * does the bundle it is built into (`dist/server.mjs`), so the same relative path holds
 * when running the sources (tests) and the build (`npm start`, deployments).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
