import { STOREFRONT_LOCALE } from '../constants';
import { encodeListSegments, type ListFilter } from './list-segments';

/**
 * The storefront's routes by name (SPEC.md §2 "Route name list", each with its locale
 * suffix) and their paths: the one table of page addresses. Patterns are written as the
 * router writes them (`$slug` a parameter, a trailing `$` the rest of the path), so the
 * storefront's test can hold this table against its route tree; the gateway (sitemap,
 * maintenance, redirects) and the shop API's seed read it through `routePath`.
 *
 * The spec names 27 routes; the others (cart, forms, sign-up…) are named here in the same
 * style. News paths are not in the spec: `/fr/actualites` and `/fr/actualite/{slug}`, as
 * the shop API's entity URLs write them.
 */
export const ROUTE_PATTERNS = {
  index: '/fr/',
  corner_index: '/fr/index',
  content: '/fr/$slug',
  login: '/fr/connexion',
  maintenance: '/fr/maintenance',
  results: '/fr/results/$',
  products: '/fr/produits/$',
  product: '/fr/produit/$slug',
  'product-faq': '/fr/produit/$slug/questions-reponses',
  'product-evaluations': '/fr/produit/$slug/avis',
  needs: '/fr/besoins',
  need_details: '/fr/besoin/$',
  brands: '/fr/marques',
  brand_details: '/fr/marque/$slug',
  'quality-innovation': '/fr/qualite-innovations',
  'quality-innovation_details': '/fr/qualite-innovation/$slug',
  advice_themes: '/fr/conseils',
  advice_list: '/fr/conseils/$topic',
  advice_details: '/fr/conseil/$slug',
  news: '/fr/actualites',
  news_details: '/fr/actualite/$slug',
  'pharmacy-finder': '/fr/trouver-une-pharmacie',
  'who-can-give-you-advice': '/fr/interlocuteur',
  quiz: '/fr/quiz/$quiz',
  preview: '/preview/$id',
  about: '/fr/a-propos',
  terms_of_sale: '/fr/cgv',
  legal_mention: '/fr/mentions-legales',
  data_protection: '/fr/protection-des-donnees',
  online_help: '/fr/votre-aide-en-ligne',
  sitemap: '/fr/plan-du-site',
  contact: '/fr/contact',
  contact_confirmation: '/fr/contact/confirmation',
  newsletter: '/fr/newsletter',
  newsletter_confirmation: '/fr/newsletter/confirmation',
  withdrawal: '/fr/retractation',
  withdrawal_confirmation: '/fr/retractation/confirmation',
  forgotten_password: '/fr/mot-de-passe-oublie',
  reset_password: '/fr/mot-de-passe-oublie-reinitialisation',
  sign_up: '/fr/inscription',
  sign_up_with_code: '/fr/inscription-par-code',
  'my-account': '/fr/mon-compte',
  'my-personal-information': '/fr/mon-compte/informations-personnelles',
  'my-profile-and-subscriptions': '/fr/mon-compte/profil-et-abonnements',
  'my-addresses': '/fr/mon-compte/adresses',
  'my-favorites-pharmacies': '/fr/mon-compte/pharmacies-favorites',
  'my-orders': '/fr/mon-compte/commandes',
  'my-order': '/fr/mon-compte/commande/$id',
  'my-favorites-products': '/fr/mon-compte/produits-favoris',
  order_cart: '/fr/commande/panier',
  order_shipping: '/fr/commande/livraison',
  order_summary: '/fr/commande/recapitulatif',
  order_payment: '/fr/commande/paiement',
  order_confirmation: '/fr/commande/confirmation',
  order_error: '/fr/commande/erreur',
} as const;

type BaseName = keyof typeof ROUTE_PATTERNS;
type Suffix = `___${typeof STOREFRONT_LOCALE}`;
/** `products___fr`, `my-orders___fr`, … */
export type RouteName = `${BaseName}${Suffix}`;

const SUFFIX: Suffix = `___${STOREFRONT_LOCALE}`;

/** Every route name, suffixed. */
export const ROUTE_NAMES = Object.keys(ROUTE_PATTERNS).map(
  (name) => `${name}${SUFFIX}` as RouteName,
);

/** The pattern of a named route, as the router writes it (`/fr/produit/$slug`). */
export function routePattern<N extends RouteName>(name: N): RoutePattern<N> {
  return ROUTE_PATTERNS[name.slice(0, -SUFFIX.length) as BaseName] as RoutePattern<N>;
}
export type RoutePattern<N extends RouteName> = N extends `${infer B extends BaseName}${Suffix}`
  ? (typeof ROUTE_PATTERNS)[B]
  : never;

/** The storefront's home: `/` and the bare `/fr` both land here (SPEC.md §2 Redirects). */
export const HOME_PATH = ROUTE_PATTERNS.index;

/** The product list and the search results: their splat holds the list segments. */
type ListRoute = 'products' | 'results';
interface SegmentsParam {
  segments?: { page?: number; filters?: readonly ListFilter[]; search?: string };
}

/** `$name` parameters of a pattern, each a string (or a number: an order id). */
type NamedParams<P extends string> = P extends `${string}/$${infer Name}/${infer Rest}`
  ? (Name extends '' ? unknown : Record<Name, string | number>) & NamedParams<`/${Rest}`>
  : P extends `${string}/$${infer Name}`
    ? Name extends ''
      ? { _splat: string }
      : Record<Name, string | number>
    : unknown;

export type RouteParams<N extends RouteName> = N extends `${ListRoute}${Suffix}`
  ? SegmentsParam
  : unknown extends NamedParams<RoutePattern<N>>
    ? Record<string, never>
    : NamedParams<RoutePattern<N>>;

type ParamArgs<N extends RouteName> =
  Record<string, never> extends RouteParams<N>
    ? [params?: RouteParams<N>]
    : [params: RouteParams<N>];

export function isRouteName(name: string): name is RouteName {
  return ROUTE_NAMES.includes(name as RouteName);
}

/**
 * The path of a named route: parameters encoded as the router encodes them, a splat
 * keeping its `/` (a sub-need is `parent/child`). For the servers and for the data that
 * carries paths (crumbs, canonical links); the storefront's links name the route itself.
 */
export function routePath<N extends RouteName>(name: N, ...[params]: ParamArgs<N>): string {
  const pattern: string = routePattern(name);
  const values = (params ?? {}) as Record<string, unknown> & SegmentsParam;
  if ('segments' in values || /^(products|results)___/.test(name)) {
    const splat = listSplat(values.segments);
    return pattern.replace(/\/\$$/, splat === '' ? '' : `/${encodeSplat(splat)}`);
  }
  return pattern.replace(/\$(\w*)/g, (_, key: string) =>
    key === ''
      ? encodeSplat(String(values['_splat'] ?? ''))
      : encodeURIComponent(String(values[key])),
  );
}

/**
 * The splat of a list route (`-p--2/-brands--lactea`), unencoded, as the router's `_splat`
 * parameter takes it: empty for the first page of the whole list.
 */
export function listSplat(segments: SegmentsParam['segments'] = {}): string {
  return encodeListSegments({
    page: segments.page ?? 1,
    filters: segments.filters ?? [],
    ...(segments.search === undefined ? {} : { search: segments.search }),
  });
}

/** A splat as the router writes it: each segment URI-component-encoded, `/` kept. */
function encodeSplat(splat: string): string {
  return splat.split('/').map(encodeURIComponent).join('/');
}

/**
 * The information pages are back-office content pages whose slugs happen to have route
 * names (SPEC.md §2): the content catch-all shows them, so the gateway treats them as
 * content (their head comes from the upstream) and not as the SPA's own pages.
 */
const CONTENT_BACKED = new Set<BaseName>([
  'content',
  'about',
  'terms_of_sale',
  'legal_mention',
  'data_protection',
  'online_help',
]);

/** The named routes that the content catch-all (`content___fr`) shows. */
export const CONTENT_BACKED_ROUTE_NAMES: readonly RouteName[] = [...CONTENT_BACKED].map(
  (name) => `${name}${SUFFIX}` as RouteName,
);

/**
 * A back-office menu slug as a path of the shop: menu slugs are paths under the home
 * (`produits`, `besoin/sommeil`, `cgv` → `/fr/cgv`), taken whole by the router.
 */
export function menuPath(slug: string): string {
  return `${HOME_PATH}${slug.replace(/^\/+/, '')}`;
}

export type ContentRouteName =
  | 'about___fr'
  | 'terms_of_sale___fr'
  | 'legal_mention___fr'
  | 'data_protection___fr'
  | 'online_help___fr';

/** The slug a content-backed page has under the content route (`terms_of_sale___fr` → `cgv`). */
export function contentSlug(name: ContentRouteName): string {
  return routePattern(name).slice('/fr/'.length);
}

/**
 * First segments after `/fr/` that the SPA's own routes hold (`produits`, `besoin`,
 * `plan-du-site`…): `/fr/{segment}` with one of them is not a content page.
 */
export const APP_PATH_SEGMENTS: ReadonlySet<string> = new Set(
  (Object.entries(ROUTE_PATTERNS) as [BaseName, string][])
    .filter(([name, pattern]) => !CONTENT_BACKED.has(name) && pattern.startsWith('/fr/'))
    .map(([, pattern]) => pattern.split('/')[2] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith('$')),
);

/** First segments of every route (`fr`, `preview`): the trees the storefront's router owns. */
export const ROUTE_ROOT_SEGMENTS: ReadonlySet<string> = new Set(
  Object.values(ROUTE_PATTERNS).map((pattern) => pattern.split('/')[1] ?? ''),
);

/**
 * Guards by name (SPEC.md §2 "Route guards and middleware"). A route names the guards it
 * wants; a name outside this list is a programming error that shows the 500 page.
 */
export const GUARD_NAMES = ['authenticated'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}
