/**
 * A browser's cookie jar for the virtual visitors: `Set-Cookie` lines kept as a browser
 * keeps them, the last one winning and an expired one going.
 */
export function rememberSetCookies(jar: Map<string, string>, lines: readonly string[]): void {
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
      if (/^max-age$/i.test(key)) return Number(value) <= 0;
      return /^expires$/i.test(key) && Date.parse(value) < Date.now();
    });
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(separator + 1).trim());
  }
}
