/**
 * What the timed cart calls need before the clock starts: products that can go into a cart,
 * visitor carts holding a few of them (for the quantity changes of the cart page), the demo
 * customer's session and addresses, and carts ready to be validated as the checkout leaves
 * them (a product line, a delivery address, the parcel carrier, a card payment, the terms
 * accepted: what apps/storefront-e2e's prepareCheckout stores as the order draft).
 */
import {
  describeReply,
  type CartElement,
  type ProductSummary,
  type ShopApiClient,
  type ValidateRequest,
} from './calls.ts';

/** The seeded demo customer the journeys log in with (docs/reference-data.md, "Demo accounts and codes"). */
const DEMO_CUSTOMER = { login: 'marie.durand@example.fr', password: 'Bonjour-2026!' };

/** A French mobile: the carriers text the delivery, so the checkout asks for one. */
const CHECKOUT_PHONE = '0612345678';

/** The highest quantity a line is set to: low enough to stay within any stock picked. */
export const MAX_LINE_QUANTITY = 5;

/** Quantity of the line of each cart validated. */
export const VALIDATED_QUANTITY = 2;

/** A call that answered something other than what the benchmark needs. */
export class UnexpectedReply extends Error {}

export function element(productId: number, quantity: number): CartElement {
  return { element_id: productId, element_type: 'product', quantity };
}

/**
 * `wanted` products that are sold, priced and hold at least MAX_LINE_QUANTITY in stock, so
 * that no quantity the benchmark sets is capped by the shop.
 */
export async function pickProducts(
  client: ShopApiClient,
  wanted: number,
): Promise<ProductSummary[]> {
  const reply = await client.listProducts(100);
  if (reply.status !== 200 || reply.data === null) {
    throw new UnexpectedReply(`GET /product answered ${describeReply(reply)}`);
  }
  const products = reply.data.items.filter(
    (product) => product.stock >= MAX_LINE_QUANTITY && product.price > 0,
  );
  if (products.length < wanted) {
    throw new UnexpectedReply(
      `GET /product gave ${products.length} products with ${MAX_LINE_QUANTITY} or more in stock, ${wanted} wanted`,
    );
  }
  return products.slice(0, wanted);
}

/** A visitor's cart and the quantity of each of its lines, as the cart page shows them. */
export interface UpdateCart {
  token: string;
  quantities: Map<number, number>;
}

/**
 * `count` visitor carts, each holding its own `linesPerCart` of `products` at quantity 1
 * (the cart page changes lines that exist). The products are split between the carts, so
 * `products` must hold `count × linesPerCart` of them.
 */
export async function prepareUpdateCarts(
  client: ShopApiClient,
  products: readonly ProductSummary[],
  count: number,
  linesPerCart: number,
): Promise<UpdateCart[]> {
  const carts: UpdateCart[] = [];
  for (let index = 0; index < count; index += 1) {
    const own = products.slice(index * linesPerCart, (index + 1) * linesPerCart);
    const reply = await client.updateCart(
      null,
      own.map((product) => element(product.id, 1)),
    );
    const lines = reply.data?.cart.list ?? [];
    if (reply.status !== 200 || reply.data === null || lines.length !== own.length) {
      throw new UnexpectedReply(
        `making a cart of ${own.length} lines answered ${describeReply(reply)} with ${lines.length} lines`,
      );
    }
    carts.push({
      token: reply.data.token,
      quantities: new Map(own.map((product) => [product.id, 1])),
    });
  }
  return carts;
}

/** The demo customer logged in once, and the draft of their checkouts. */
export interface CustomerCheckout {
  sessionToken: string;
  request: ValidateRequest;
}

/**
 * Logs the demo customer in, once: the shop API locks a client address after 20 failed
 * logins, so a benchmark that logs in per round could lock itself (and the journeys) out.
 * The draft uses their default delivery and billing addresses.
 */
export async function logInDemoCustomer(client: ShopApiClient): Promise<CustomerCheckout> {
  const login = await client.logIn(DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
  if (login.status !== 200 || login.data === null) {
    throw new UnexpectedReply(`POST /user/login answered ${describeReply(login)}`);
  }
  const sessionToken = login.data.token;
  const addresses = await client.addresses(sessionToken);
  const items = addresses.data?.items ?? [];
  const delivery = items.find((address) => address.is_delivery_default) ?? items[0];
  const billing = items.find((address) => address.is_invoice_default) ?? delivery;
  if (addresses.status !== 200 || !delivery || !billing) {
    throw new UnexpectedReply(
      `GET /address answered ${describeReply(addresses)} with ${items.length} addresses`,
    );
  }
  return {
    sessionToken,
    request: {
      carrier: 'parcel',
      shipping_address_id: delivery.id,
      billing_address_id: billing.id,
      payment_method: 'cb',
      phone: CHECKOUT_PHONE,
      product_newsletter_optin: false,
      accept_terms: true,
    },
  };
}

/** A new cart of the customer holding one product: ready to be validated. */
export async function prepareReadyCart(
  client: ShopApiClient,
  customer: CustomerCheckout,
  product: ProductSummary,
): Promise<string> {
  const reply = await client.updateCart(
    null,
    [element(product.id, VALIDATED_QUANTITY)],
    customer.sessionToken,
  );
  const line = reply.data?.cart.list.find((entry) => entry.id === product.id);
  if (reply.status !== 200 || reply.data === null || line?.quantity !== VALIDATED_QUANTITY) {
    throw new UnexpectedReply(
      `preparing a cart to validate answered ${describeReply(reply)} (line quantity ${String(line?.quantity)})`,
    );
  }
  return reply.data.token;
}
