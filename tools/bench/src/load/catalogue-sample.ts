/**
 * What the virtual shoppers browse, read once from the shop API before the traffic starts
 * (not measured): the product slugs and ids, the filter values the list offers, and the
 * products a cart may hold, and those the logged-in shoppers order.
 */

export interface CatalogueSample {
  products: readonly { id: number; slug: string }[];
  /** Slugs per filter of `GET /product` and `GET /filtersProducts`. */
  filters: Readonly<Record<'brands' | 'needs' | 'categories', readonly string[]>>;
  priceRanges: readonly string[];
  /**
   * Product ids a cart update sets: sold, priced, and with a stock well above the highest
   * quantity the shoppers set, so the shop never caps a line (a capped line would read as
   * another quantity than the one acknowledged).
   */
  cartProductIds: readonly number[];
  /**
   * Product ids the logged-in shoppers order (orders.ts), kept apart from the carts' so
   * that their stock can run out without capping a ledger's line.
   */
  orderProductIds: readonly number[];
}

/** Cart updates set quantities from 1 to this; see `cartProductIds`. */
export const MAX_CART_QUANTITY = 9;
const MIN_CART_STOCK = 2 * MAX_CART_QUANTITY + 2;
const PAGE_SIZE = 50;
const ORDER_PRODUCTS = 6;

interface ListedProduct {
  id: number;
  slug: string;
  stock: number;
  price: number;
}

async function readData<T>(apiUrl: string, path: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${apiUrl}/${path}${separator}shop_id=1&lang=fr`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function readCatalogueSample(apiUrl: string): Promise<CatalogueSample> {
  const products: ListedProduct[] = [];
  for (let page = 1; ; page += 1) {
    const list = await readData<{ items: ListedProduct[]; total: number }>(
      apiUrl,
      `product?perPage=${PAGE_SIZE}&page=${page}`,
    );
    products.push(...list.items);
    if (list.items.length === 0 || products.length >= list.total) break;
  }
  const filters = await readData<{
    brands: { slug: string }[];
    needs: { slug: string }[];
    categories: { slug: string }[];
    prices: { value: string }[];
  }>(apiUrl, 'filtersProducts');

  const stocked = products
    .filter((product) => product.stock >= MIN_CART_STOCK && product.price > 0)
    .map((product) => product.id);
  const orderProductIds = stocked.slice(0, ORDER_PRODUCTS);
  const cartProductIds = stocked.slice(ORDER_PRODUCTS);
  if (cartProductIds.length < 3) throw new Error('the catalogue has too few products in stock');
  return {
    products: products.map(({ id, slug }) => ({ id, slug })),
    filters: {
      brands: filters.brands.map((brand) => brand.slug),
      needs: filters.needs.map((need) => need.slug),
      categories: filters.categories.map((category) => category.slug),
    },
    priceRanges: filters.prices.map((price) => price.value),
    cartProductIds,
    orderProductIds,
  };
}
