import { CHUNK_RELOAD_GUARD_MS } from '../constants';

/**
 * SPEC.md §8 Routing: a chunk that fails to load (a deployment replaced it) reloads the
 * page, at most once per 60 s, so a chunk that is really gone cannot loop the page.
 */
export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back makes the last reload look "in the future": allow, rather than lock.
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(message: string): boolean {
  return CHUNK_FAILURE.test(message);
}
