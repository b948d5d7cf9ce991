/** Whether a path segment's escapes decode (`%C3%A9` does; `%`, `%E0%A4%A` and `%FF` do not). */
function decodes(segment: string): boolean {
  try {
    // Its result is used: the build drops a call kept only for the error it may throw.
    return decodeURIComponent(segment).length >= 0;
  } catch {
    return false;
  }
}

/**
 * The address a page link with broken escapes (`/fr/produit/%E0%A4%A`, a link mangled by
 * an e-mail client) stands for: each segment that does not decode has its `%` written out
 * (`%25`), so that it names a page, which the shop's 404 page then says it does not have,
 * in French, where Fastify could only refuse the URL. Segments that decode, and the query,
 * are kept as they came. Null when every segment decodes (nothing to repair). The result
 * is always a path of this origin: leading slashes are collapsed, never `//host`.
 */
export function repairedPagePath(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  const repaired = path
    .split('/')
    .map((segment) => (decodes(segment) ? segment : segment.replaceAll('%', '%25')))
    .join('/');
  if (repaired === path) return null;
  return `/${repaired.replace(/^\/+/, '')}${query}`;
}
