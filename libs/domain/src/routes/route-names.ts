import { STOREFRONT_LOCALE } from '../constants';
import { encodeListSegments, type ListFilter } from './list-segments';

/**
 * The storefront's routes by name (SPEC.md §2 "Route name list", each with its locale
 * suffix), and the one helper that turns a name and its parameters into a path. Every
 * internal link goes through `routePath`, so a path changes in one place.
 *
 * The spec names 27 routes; the others (cart, forms, sign-up…) are named here in the same
 * style. News paths are not in the spec: `/fr/actualites` and `/fr/actualite/{slug}`, as
 * the shop API's entity URLs write them.
 */
const PATTERNS = {
  index: '/fr/',
  corner_index: '/fr/index',
  content: '/fr/{slug}',
  login: '/fr/connexion',
  maintenance: '/fr/maintenance',
  results: '/fr/results/{segments}',
  products: '/fr/produits/{segments}',
  product: '/fr/produit/{slug}',
  'product-faq': '/fr/produit/{slug}/questions-reponses',
  'product-evaluations': '/fr/produit/{slug}/avis',
  needs: '/fr/besoins',
  need_details: '/fr/besoin/{slug}',
  brands: '/fr/marques',
  brand_details: '/fr/marque/{slug}',
  'quality-innovation': '/fr/qualite-innovations',
  'quality-innovation_details': '/fr/qualite-innovation/{slug}',
  advice_themes: '/fr/conseils',
  advice_list: '/fr/conseils/{slug}',
  advice_details: '/fr/conseil/{slug}',
  news: '/fr/actualites',
  news_details: '/fr/actualite/{slug}',
  'pharmacy-finder': '/fr/trouver-une-pharmacie',
  'who-can-give-you-advice': '/fr/interlocuteur',
  quiz: '/fr/quiz/{slug}',
  preview: '/preview/{id}',
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
  'my-order': '/fr/mon-compte/commande/{id}',
  'my-favorites-products': '/fr/mon-compte/produits-favoris',
  order_cart: '/fr/commande/panier',
  order_shipping: '/fr/commande/livraison',
  order_summary: '/fr/commande/recapitulatif',
  order_payment: '/fr/commande/paiement',
  order_confirmation: '/fr/commande/confirmation',
  order_error: '/fr/commande/erreur',
} as const;

type BaseName = keyof typeof PATTERNS;
type Suffix = `___${typeof STOREFRONT_LOCALE}`;
/** `products___fr`, `my-orders___fr`, … */
export type RouteName = `${BaseName}${Suffix}`;

const SUFFIX: Suffix = `___${STOREFRONT_LOCALE}`;

/** Every route name, suffixed. */
export const ROUTE_NAMES = Object.keys(PATTERNS).map((name) => `${name}${SUFFIX}` as RouteName);

/** The parameters a pattern asks for, typed from the pattern itself. */
type ParamsOf<P extends string> = P extends `${string}{segments}${string}`
  ? { segments?: { page?: number; filters?: readonly ListFilter[]; search?: string } }
  : P extends `${string}{slug}${string}`
    ? { slug: string }
    : P extends `${string}{id}${string}`
      ? { id: number }
      : Record<string, never>;

export type RouteParams<N extends RouteName> = N extends `${infer B extends BaseName}${Suffix}`
  ? ParamsOf<(typeof PATTERNS)[B]>
  : never;

type ParamArgs<N extends RouteName> =
  Record<string, never> extends RouteParams<N>
    ? [params?: RouteParams<N>]
    : [params: RouteParams<N>];

export function isRouteName(name: string): name is RouteName {
  return ROUTE_NAMES.includes(name as RouteName);
}

/** The path of a named route. Slugs keep their `/` (a sub-need is `parent/child`). */
export function routePath<N extends RouteName>(name: N, ...[params]: ParamArgs<N>): string {
  const pattern: string = PATTERNS[name.slice(0, -SUFFIX.length) as BaseName];
  const values = (params ?? {}) as {
    slug?: string;
    id?: number;
    segments?: { page?: number; filters?: readonly ListFilter[]; search?: string };
  };
  return pattern
    .replace('{slug}', () => (values.slug ?? '').split('/').map(encodeURIComponent).join('/'))
    .replace('{id}', () => String(values.id))
    .replace('/{segments}', () => {
      const segments = values.segments ?? {};
      const splat = encodeListSegments({
        page: segments.page ?? 1,
        filters: segments.filters ?? [],
        ...(segments.search === undefined ? {} : { search: segments.search }),
      });
      return splat === '' ? '' : `/${splat.split('/').map(encodePathSegment).join('/')}`;
    });
}

/** The router percent-encodes a splat as `encodeURI` does a segment; `/` stays a separator. */
function encodePathSegment(segment: string): string {
  return encodeURI(segment).replaceAll('?', '%3F').replaceAll('#', '%23');
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

/**
 * First segments after `/fr/` that the SPA's own routes hold (`produits`, `besoin`,
 * `plan-du-site`…): `/fr/{segment}` with one of them is not a content page.
 */
export const APP_PATH_SEGMENTS: ReadonlySet<string> = new Set(
  (Object.entries(PATTERNS) as [BaseName, string][])
    .filter(([name, pattern]) => !CONTENT_BACKED.has(name) && pattern.startsWith('/fr/'))
    .map(([, pattern]) => pattern.split('/')[2] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith('{')),
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
