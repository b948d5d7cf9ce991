import { chunkReloadAllowed, isChunkLoadFailure } from '@shop/domain';

const LAST_RELOAD_KEY = 'shop.chunk-reload-at';

function lastReloadAt(): number | null {
  try {
    const stored = sessionStorage.getItem(LAST_RELOAD_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/**
 * Reloads the page after a chunk failed to load, unless it already did so in the last
 * 60 s (SPEC.md §8). Returns whether it reloads.
 */
export function reloadForChunkFailure(now = Date.now()): boolean {
  if (!chunkReloadAllowed(lastReloadAt(), now)) return false;
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Private mode without storage: reload anyway; the browser's own loop guard remains.
  }
  window.location.reload();
  return true;
}

/** Vite's event for a failed preload of a route's chunk, before the router even sees it. */
export function watchChunkFailures(): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const message = payload instanceof Error ? payload.message : String(payload);
    if (isChunkLoadFailure(message) && reloadForChunkFailure()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
