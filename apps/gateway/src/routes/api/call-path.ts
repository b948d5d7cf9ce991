/** Readings kept: most calls repeat a few paths (the header's, a list's, a product's). */
const CACHE_SIZE = 1000;
/** Longer paths are read each time, so that the cache stays small. */
const CACHED_PATH_MAX_LENGTH = 256;

const readings = new Map<string, string>();

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape: read the raw text, the upstream will refuse it anyway.
    return path;
  }
}

function read(path: string): string {
  return new URL(decoded(path).replace(/[\\/]+/g, '/'), 'http://gateway.invalid').pathname
    .replace(/;.*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/**
 * The path a URL names, spelled the way any upstream could read it: percent-decoded, dot
 * segments resolved, repeated and trailing slashes dropped, lower case, no `;` parameters,
 * no query. Anything an upstream might route to the login reads as the login, so
 * `/api/v1//user/Login/`, `/api/v1/user/%6cogin` or `/x/../api/v1/user/login` escape
 * neither the rate limits (plugins/external/rate-limit.ts) nor the session routes
 * (session/session-routes.ts). Both read every call, so the last readings are kept,
 * forgotten all at once when the cache is full.
 */
export function callPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  if (raw.length > CACHED_PATH_MAX_LENGTH) return read(raw);
  let path = readings.get(raw);
  if (path === undefined) {
    path = read(raw);
    if (readings.size >= CACHE_SIZE) readings.clear();
    readings.set(raw, path);
  }
  return path;
}
