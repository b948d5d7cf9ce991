/**
 * Whose page a visitor got: the reply of a page request read for the visitor's name and
 * cart count, as the server-rendered header draws them (features/header: the account
 * menu's first and last name, the cart link's « Panier, N articles »). Pure: no I/O.
 */

export interface VisitorIdentity {
  firstname: string;
  lastname: string;
  articleCount: number;
}

/**
 * - `own`: 200, rendered, the header shows the visitor's name and cart count;
 * - `foreign`: another visitor's name anywhere in the page, or another visitor's cart count
 *   in the header (0, the empty cart of a header drawn without the cookie, is no one's);
 * - `shell`: 200 without the router's state: the client-only shell, no one's data;
 * - `error-page`: 5xx; `redirect`: 3xx;
 * - `other`: no reply, or a page whose header lacks the visitor (logged out, 404…).
 */
export type PageClass = 'own' | 'foreign' | 'shell' | 'error-page' | 'redirect' | 'other';

export const PAGE_CLASSES: readonly PageClass[] = [
  'own',
  'foreign',
  'shell',
  'error-page',
  'redirect',
  'other',
];

export interface PageVerdict {
  class: PageClass;
  /** Other visitors' last names found in the page. */
  foreignNames: string[];
  /** The header's cart count when it is another visitor's. */
  foreignCount: number | null;
}

/** The router's dehydrated state: only a page the server rendered carries it. */
export const isRendered = (html: string) => html.includes('$_TSR');

const HEADER = /<header\b[^>]*\bclass="site-header"[^>]*>[\s\S]*?<\/header>/;
const CART_LABEL = /aria-label="Panier, (\d+) articles?"/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A checker for a set of visitors: each page is searched once for all their names. */
export function createPageCheck(visitors: readonly VisitorIdentity[]) {
  const lastnames = visitors.map((visitor) => escapeRegExp(visitor.lastname));
  const cartCounts = new Set(visitors.map((visitor) => visitor.articleCount));
  // Whole words only: a name inside a nonce or a hash is no one's.
  const names = new RegExp(`(?<![\\p{L}\\p{N}])(?:${lastnames.join('|')})(?![\\p{L}\\p{N}])`, 'gu');

  return function checkPage(
    reply: { status: number | null; html: string },
    visitor: VisitorIdentity,
  ): PageVerdict {
    const header = HEADER.exec(reply.html)?.[0] ?? '';
    const count = CART_LABEL.exec(header)?.[1];
    const headerCount = count === undefined ? null : Number(count);
    const foreignNames = [
      ...new Set([...reply.html.matchAll(names)].map((match) => match[0])),
    ].filter((name) => name !== visitor.lastname);
    const foreignCount =
      headerCount !== null && headerCount !== visitor.articleCount && cartCounts.has(headerCount)
        ? headerCount
        : null;
    const verdict = (pageClass: PageClass): PageVerdict => ({
      class: pageClass,
      foreignNames,
      foreignCount,
    });

    if (foreignNames.length > 0 || foreignCount !== null) return verdict('foreign');
    const { status } = reply;
    if (status === null) return verdict('other');
    if (status >= 300 && status < 400) return verdict('redirect');
    if (status >= 500) return verdict('error-page');
    if (status !== 200) return verdict('other');
    if (!isRendered(reply.html)) return verdict('shell');
    const named = header.includes(visitor.firstname) && header.includes(visitor.lastname);
    return verdict(named && headerCount === visitor.articleCount ? 'own' : 'other');
  };
}

export type PageCheck = ReturnType<typeof createPageCheck>;
