/**
 * A tiny typed client of the shop API calls this benchmark makes, straight to the shop API
 * (not through the gateway), with the query every api-client call carries (`shop_id`,
 * `lang`). Each call gives its HTTP status, the parsed `data` (or `null` when the reply was
 * not 2xx) and how long it took, from sending the request to reading the whole reply: what
 * one shopper waits for. Only the fields the benchmark reads are typed; the contract's
 * valibot schemas cannot be imported here (their workspace imports need the bundler).
 */

/** Every call carries the shop and language, as the api-client adds them (SPEC.md §7). */
const COMMON_QUERY = { shop_id: '1', lang: 'fr' } as const;

export interface Timed<T> {
  status: number;
  /** The reply's `data`; null when the status is not 2xx. */
  data: T | null;
  /** The reply's error code when there is one (`{"error": {"code": …}}`). */
  errorCode: string | null;
  ms: number;
}

export interface ProductSummary {
  id: number;
  name: string;
  stock: number;
  price: number;
}

export interface CartLineReply {
  id: number;
  quantity: number;
  offered: boolean;
}

export interface CartUpdateReply {
  token: string;
  cart: { list: CartLineReply[] };
  notice: string | null;
}

export interface CartElement {
  element_id: number;
  element_type: 'product';
  quantity: number;
}

export interface AddressReply {
  id: number;
  is_delivery_default: boolean;
  is_invoice_default: boolean;
}

/** `POST /cart/{token}/validate`'s draft, as the checkout's payment step sends it. */
export interface ValidateRequest {
  carrier: string;
  shipping_address_id: number;
  billing_address_id: number;
  payment_method: string;
  phone: string;
  product_newsletter_optin: boolean;
  accept_terms: boolean;
}

export interface ValidationReply {
  order_id: number;
  number: string;
  status: string;
  total_with_taxes: number;
}

/** The suggestion reply: four groups (products, brands, needs, pages); `total` sums them. */
export interface SuggestionReply {
  total: number;
}

export interface ShopApiClient {
  suggest(text: string): Promise<Timed<SuggestionReply>>;
  listProducts(perPage: number): Promise<Timed<{ items: ProductSummary[] }>>;
  logIn(login: string, password: string): Promise<Timed<{ token: string }>>;
  addresses(token: string): Promise<Timed<{ items: AddressReply[] }>>;
  /** `POST /cart/update` in `set` mode; a null cart token makes a new cart. */
  updateCart(
    cartToken: string | null,
    elements: readonly CartElement[],
    token?: string,
  ): Promise<Timed<CartUpdateReply>>;
  validateCart(
    cartToken: string,
    request: ValidateRequest,
    token: string,
  ): Promise<Timed<ValidationReply>>;
}

/** `apiUrl` is `http://127.0.0.1:{port}/api/v1`. */
export function shopApiClient(apiUrl: string): ShopApiClient {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string>; body?: unknown; token?: string } = {},
  ): Promise<Timed<T>> => {
    const url = new URL(`${apiUrl}/${path}`);
    for (const [key, value] of Object.entries({ ...COMMON_QUERY, ...options.query })) {
      url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);

    const started = performance.now();
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    const ms = performance.now() - started;

    // Parsed after the clock stops: the shopper's browser parses too, but that is not the API.
    const parsed = parseJson(text);
    const errorCode = readErrorCode(parsed);
    const data = response.ok && isRecord(parsed) && 'data' in parsed ? (parsed.data as T) : null;
    return { status: response.status, data, errorCode, ms };
  };

  return {
    suggest: (text) => call('GET', 'search', { query: { type: 'Suggest', text } }),
    listProducts: (perPage) =>
      call('GET', 'product', {
        // What can go into a cart: published, in stock, not a gift.
        query: { display: 'in_stock', no_free: 'true', perPage: String(perPage) },
      }),
    logIn: (login, password) =>
      call('POST', 'user/login', {
        // The dev captcha verifier (the shop API's default) takes any token but `fail`.
        body: { login, password, remember_me: false, captcha_token: 'bench' },
      }),
    addresses: (token) => call('GET', 'address', { token }),
    updateCart: (cartToken, elements, token) =>
      call('POST', 'cart/update', {
        // As the SPA's updateCart sends it: the lines as JSON text (SPEC.md §7).
        body: { elements: JSON.stringify(elements), cart_token: cartToken, shop_id: 1 },
        token,
      }),
    validateCart: (cartToken, request, token) =>
      call('POST', `cart/${encodeURIComponent(cartToken)}/validate`, { body: request, token }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readErrorCode(parsed: unknown): string | null {
  if (!isRecord(parsed) || !isRecord(parsed.error)) return null;
  return typeof parsed.error.code === 'string' ? parsed.error.code : null;
}

/** "403 csrf_header_missing" or "200": a reply's status for an error message. */
export function describeReply(reply: Timed<unknown>): string {
  return reply.errorCode === null ? String(reply.status) : `${reply.status} ${reply.errorCode}`;
}
