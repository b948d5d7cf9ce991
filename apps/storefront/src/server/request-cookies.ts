/** Reads one cookie by name, as js-cookie's `Cookies.get(name)` does in the browser. */
export type CookieReader = (name: string) => string | undefined;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The visitor's cookies from the request's Cookie header, decoded as js-cookie decodes
 * them, so a server render reads the same values the browser will (consent, session
 * mirror). The first of two cookies of one name wins, as in the browser's document.cookie.
 */
export function requestCookies(header: string | null): CookieReader {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = decode(part.slice(0, at).trim());
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    if (!jar.has(name)) jar.set(name, decode(value));
  }
  return (name) => jar.get(name);
}
