import { HOME_PATH, siteOrigin } from '@shop/domain';
import { queryHref } from '../routing/query-href';
import { runtimeConfig } from '../site';

/** The router context's base domain: set on the server, left out in the browser. */
export interface HeadContext {
  baseDomain: string | undefined;
}

/**
 * A path of the shop as an absolute URL on the main site's public origin, from the
 * deployment's base domain and never from the request, so that a corner host or a
 * proxy's name is never canonical. An absolute URL is left as it is.
 */
export function siteUrl(path: string, context: HeadContext): string {
  return new URL(path, siteOrigin(context.baseDomain ?? runtimeConfig().baseDomain)).href;
}

/** What a route's `head` knows of the page it describes. */
export interface HeadMatch {
  pathname: string;
  search: object;
  context: HeadContext;
}

/**
 * The canonical address of a route's page: its path on the main site with only the query
 * parameters that make the page (`keep`: a list's `page` from 2 on, the quality list's
 * `categorie`). The others say nothing of the page (`redirect` after a login, a contact
 * form's `sujet`): every address that differs by them names the same page.
 */
export function pageCanonicalUrl(match: HeadMatch, keep: readonly string[] = []): string {
  const search = match.search as Record<string, string | number | undefined>;
  // An index route's match ends with a slash (`/fr/contact/`); the shop's addresses do
  // not, but the home's.
  const path =
    match.pathname !== HOME_PATH && match.pathname.endsWith('/')
      ? match.pathname.slice(0, -1)
      : match.pathname;
  const query = Object.fromEntries(keep.map((name) => [name, search[name]]));
  return siteUrl(queryHref(path, query), match.context);
}
