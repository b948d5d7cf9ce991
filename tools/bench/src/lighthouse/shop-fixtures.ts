/**
 * What the measured pages need from the shop, asked through the gateway as the SPA asks
 * it: real products (the first ones of the catalogue, as the product list shows them) and
 * an anonymous cart holding some of them, whose token the cart page reads from
 * localStorage.
 */

export interface ListedProduct {
  id: number;
  name: string;
  slug: string;
}

export interface FilledCart {
  token: string;
  products: ListedProduct[];
  /** Units in the cart: the header's count the SPA keeps beside the token. */
  articleCount: number;
}

/** The SPA's mark on its own API calls; the gateway refuses state changes without it. */
/** The list page's first page (DEFAULT_PRODUCT_LIST_PAGE_SIZE of the contract). */
const LISTING_PAGE_SIZE = 24;

const SPA_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

const OVERLOAD_ATTEMPTS = 5;

/**
 * The call, again while the gateway answers 503 (its overload guard refuses before
 * proxying, so even the cart's POST was not made), waiting the Retry-After it gives.
 */
async function callShop(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === OVERLOAD_ATTEMPTS) return response;
    await response.arrayBuffer();
    const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, 5);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

async function jsonOf(response: Response, call: string): Promise<unknown> {
  if (!response.ok)
    throw new Error(`${call} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * The first `count` products of the list page's default listing that can be bought (in
 * stock): the product page and the cart show an ordinary, buyable product.
 */
export async function firstProducts(gatewayUrl: string, count: number): Promise<ListedProduct[]> {
  const call = 'GET /api/v1/product';
  const reply = (await jsonOf(
    await callShop(`${gatewayUrl}/api/v1/product?perPage=${LISTING_PAGE_SIZE}`, {
      headers: SPA_HEADERS,
    }),
    call,
  )) as { data?: { items?: (ListedProduct & { stock?: number })[] } };
  const buyable = (reply.data?.items ?? []).filter((item) => (item.stock ?? 0) > 0);
  if (buyable.length < count) throw new Error(`${call} gave ${buyable.length} products in stock`);
  return buyable.slice(0, count).map(({ id, name, slug }) => ({ id, name, slug }));
}

/** The first need of the catalogue (`GET /need`), whose page `/fr/besoin/<slug>` lists its products. */
export async function firstNeedSlug(gatewayUrl: string): Promise<string> {
  const call = 'GET /api/v1/need';
  const reply = (await jsonOf(
    await callShop(`${gatewayUrl}/api/v1/need`, { headers: SPA_HEADERS }),
    call,
  )) as { data?: { items?: { slug?: string }[] } };
  const slug = reply.data?.items?.[0]?.slug;
  if (!slug) throw new Error(`${call} gave no need`);
  return slug;
}

/**
 * A new cart with one line per product (quantities 1, 2, 1…), made by `POST /cart/update`
 * as the product pages' « Ajouter au panier » makes it. Fails if the shop left a product
 * out: the cart page must show every line the benchmark counts on.
 */
export async function fillCart(gatewayUrl: string, products: ListedProduct[]): Promise<FilledCart> {
  const elements = products.map((product, index) => ({
    element_id: product.id,
    element_type: 'product',
    quantity: index % 2 === 0 ? 1 : 2,
  }));
  const reply = (await jsonOf(
    await callShop(`${gatewayUrl}/api/v1/cart/update`, {
      method: 'POST',
      headers: { ...SPA_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ elements, cart_token: null, shop_id: 1 }),
    }),
    'POST /api/v1/cart/update',
  )) as { data?: { token?: string; cart?: { list?: { id: number }[] } } };
  const token = reply.data?.token;
  const lines = reply.data?.cart?.list ?? [];
  if (!token) throw new Error('POST /api/v1/cart/update gave no cart token');
  if (lines.length !== products.length) {
    throw new Error(`the cart holds ${lines.length} lines, not ${products.length}`);
  }
  const articleCount = elements.reduce((total, element) => total + element.quantity, 0);
  return { token, products, articleCount };
}

/**
 * The localStorage entry the SPA reads its cart from (apps/storefront shared/state
 * `cartAtom`, key `shop.cart`), set now so the token counts as fresh (reused 3 days).
 */
export function cartStorage(cart: FilledCart): Record<string, string> {
  const memory = {
    token: cart.token,
    tokenSetAt: Date.now(),
    articleCount: cart.articleCount,
    firstOrderDiscount: false,
  };
  return { 'shop.cart': JSON.stringify(memory) };
}

/**
 * The cookie the SPA mirrors the cart's article count into on every page (shared/state
 * cart-count-cookie.ts), which tells the server a cart is there: a shopper who filled a
 * cart has it.
 */
export const cartCookies = (cart: FilledCart): readonly string[] => [
  `cart_count=${cart.articleCount}`,
];
