import { HOME_PATH, routePath } from './route-names';

/**
 * The breadcrumb of SPEC.md §2: home, the root of the page type, the entity's parents
 * (outermost first), the entity. Crumbs are data: fixed labels are codes the i18n library
 * translates, entity titles are text given by the caller (already in French).
 */

/** Roots of the page types, and the account pages (which show breadcrumbs too). */
export const BREADCRUMB_ROOTS = {
  products: routePath('products___fr'),
  needs: routePath('needs___fr'),
  news: routePath('news___fr'),
  advice: routePath('advice_themes___fr'),
  quality_innovation: routePath('quality-innovation___fr'),
  brands: routePath('brands___fr'),
  my_account: routePath('my-account___fr'),
};
export type BreadcrumbRoot = keyof typeof BREADCRUMB_ROOTS;

/** The account pages under `/fr/mon-compte`, named as their routes are (SPEC.md §2). */
export const ACCOUNT_PAGE_PATHS = {
  my_personal_information: routePath('my-personal-information___fr'),
  my_profile_and_subscriptions: routePath('my-profile-and-subscriptions___fr'),
  my_addresses: routePath('my-addresses___fr'),
  my_favorite_pharmacies: routePath('my-favorites-pharmacies___fr'),
  my_orders: routePath('my-orders___fr'),
  my_favorite_products: routePath('my-favorites-products___fr'),
};
export type AccountPage = keyof typeof ACCOUNT_PAGE_PATHS;

/** Every label code a crumb may carry; the i18n catalogue has one message for each. */
export type BreadcrumbLabelCode = 'home' | BreadcrumbRoot | AccountPage | 'reviews';

export type CrumbLabel = { code: BreadcrumbLabelCode } | { text: string };

/** A step the caller knows: a parent, the entity, an account page. */
export interface CrumbLink {
  label: CrumbLabel;
  /** Path on the shop, from `/`. */
  path: string;
}

/**
 * Every crumb keeps its path, for the structured data; the last one is `current`: the
 * page itself, shown without a link (`aria-current="page"`).
 */
export interface Crumb extends CrumbLink {
  current: boolean;
}

export interface BreadcrumbEntity extends CrumbLink {
  /** Outermost first: a parent need, an advice theme, "my orders" for an order. */
  parents?: readonly CrumbLink[];
}

export const BREADCRUMB_PAGE_TYPES = [
  'product',
  'product_reviews',
  'need',
  'news',
  'advice',
  'quality_innovation',
  'brand',
  'account',
] as const;
export type BreadcrumbPageType = (typeof BREADCRUMB_PAGE_TYPES)[number];

const ROOT_OF: Record<BreadcrumbPageType, BreadcrumbRoot> = {
  product: 'products',
  product_reviews: 'products',
  need: 'needs',
  news: 'news',
  advice: 'advice',
  quality_innovation: 'quality_innovation',
  brand: 'brands',
  account: 'my_account',
};

/** The reviews of a product live under its page: `/fr/produit/{slug}/avis`. */
const REVIEWS_SEGMENT = 'avis';

/**
 * Without an entity the page is the root itself (the product list, the account dashboard).
 * Product reviews always name their product: the last crumb is the reviews, after it.
 */
export type BreadcrumbInput =
  | { pageType: Exclude<BreadcrumbPageType, 'product_reviews'>; entity?: BreadcrumbEntity }
  | { pageType: 'product_reviews'; entity: BreadcrumbEntity }
  /**
   * A page of no tree (search results, pharmacy finder, quiz, contact, legal pages):
   * home, then the page.
   */
  | { pageType: 'page'; entity: BreadcrumbEntity };

/** A crumb path must stay on the shop: `//host` or `/\host` would leave it. */
function assertShopPath(path: string): void {
  if (!/^\/(?![/\\])/.test(path)) throw new RangeError(`not a path of the shop: ${path}`);
}

export function buildBreadcrumb(input: BreadcrumbInput): Crumb[] {
  const links: CrumbLink[] = [{ label: { code: 'home' }, path: HOME_PATH }];
  if (input.pageType !== 'page') {
    const root = ROOT_OF[input.pageType];
    links.push({ label: { code: root }, path: BREADCRUMB_ROOTS[root] });
  }
  const { entity } = input;
  if (entity !== undefined) {
    links.push(...(entity.parents ?? []), { label: entity.label, path: entity.path });
  }
  if (input.pageType === 'product_reviews') {
    const productPath = input.entity.path.replace(/\/+$/, '');
    links.push({ label: { code: 'reviews' }, path: `${productPath}/${REVIEWS_SEGMENT}` });
  }
  for (const { path } of links) assertShopPath(path);
  return links.map((link, index) => ({ ...link, current: index === links.length - 1 }));
}

export interface BreadcrumbListItemJsonLd {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: BreadcrumbListItemJsonLd[];
}

/**
 * The schema.org `BreadcrumbList` of the crumbs: positions from 1, absolute URLs on
 * `origin`. Google lets the last item go without `item`; we keep it (the page's own URL),
 * so every item is a link a crawler can check. Names need text, so the caller passes the
 * translation of the codes.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  origin: string,
  translate: (code: BreadcrumbLabelCode) => string,
): BreadcrumbListJsonLd {
  const base = new URL(origin).origin;
  if (!/^https?:/.test(base)) throw new RangeError(`not an http(s) origin: ${origin}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ label, path }, index) => {
      assertShopPath(path);
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: 'text' in label ? label.text : translate(label.code),
        item: new URL(path, base).href,
      };
    }),
  };
}
