/**
 * The pages the benchmark asks for, chosen from the shop API before any measure: a buyable
 * product (the product list's first one in stock and priced, as a visitor would open it),
 * up to 50 buyable products for the concurrent phase, and the first need of the catalogue.
 */

export type PageName = 'home' | 'product-list' | 'product' | 'need' | 'account';

export interface SitePage {
  name: PageName;
  path: string;
}

export interface SitePages {
  /** Home, product list, product page and need page: the pages anyone may open. */
  public: readonly SitePage[];
  /** The account dashboard, rendered only with a session (anonymous: a redirect to login). */
  account: SitePage;
  /** Product pages of different buyable products, for the concurrent phase. */
  productPaths: readonly string[];
}

interface ListedProduct {
  slug: string;
  price: number;
  stock: number;
}

/** The list page's first page (DEFAULT_PRODUCT_LIST_PAGE_SIZE of the contract). */
const LISTING_PAGE_SIZE = 24;
const PAGE_SIZE = 50;
export const MAX_PRODUCT_PATHS = 50;

async function readData<T>(apiUrl: string, path: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${apiUrl}/${path}${separator}shop_id=1&lang=fr`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const isBuyable = (product: ListedProduct) => product.price > 0 && product.stock > 0;

async function buyableSlugs(apiUrl: string, count: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < count; page += 1) {
    const list = await readData<{ items: ListedProduct[]; total: number }>(
      apiUrl,
      `product?perPage=${PAGE_SIZE}&page=${page}`,
    );
    slugs.push(...list.items.filter(isBuyable).map((product) => product.slug));
    if (list.items.length === 0 || page * PAGE_SIZE >= list.total) break;
  }
  return slugs.slice(0, count);
}

export async function readSitePages(apiUrl: string): Promise<SitePages> {
  const listing = await readData<{ items: ListedProduct[] }>(
    apiUrl,
    `product?perPage=${LISTING_PAGE_SIZE}`,
  );
  const product = listing.items.find(isBuyable);
  const [need] = (await readData<{ items: { slug: string }[] }>(apiUrl, 'need')).items;
  if (!product || !need) throw new Error('the catalogue has no buyable product or no need');
  return {
    public: [
      { name: 'home', path: '/fr/' },
      { name: 'product-list', path: '/fr/produits' },
      { name: 'product', path: `/fr/produit/${product.slug}` },
      { name: 'need', path: `/fr/besoin/${need.slug}` },
    ],
    account: { name: 'account', path: '/fr/mon-compte' },
    productPaths: (await buyableSlugs(apiUrl, MAX_PRODUCT_PATHS)).map(
      (slug) => `/fr/produit/${slug}`,
    ),
  };
}
