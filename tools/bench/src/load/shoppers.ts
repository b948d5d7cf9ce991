/**
 * The traffic: virtual shoppers, each a loop of pages with a short think time between them,
 * through the gateway. Three of them log in first with the seeded demo accounts (the
 * gateway's cookie session, `x-with-token` on their cart calls); the others browse as
 * visitors. Each opens two carts and then, among its browsing, reads them and sets the
 * quantity of one of their lines, every update going to the ledger with its outcome. The
 * logged-in ones also place orders now and then (orders.ts), after noting the orders their
 * account already had.
 */
import { MAX_CART_QUANTITY, type CatalogueSample } from './catalogue-sample.ts';
import { outcomeOf, type CartLedger } from './cart-ledger.ts';
import { createAddress, placeOrder, type OrderLedger } from './orders.ts';
import {
  openHome,
  productListPage,
  productPage,
  searchSuggestions,
  type BrowsingPage,
} from './browsing.ts';
import { seededRandom, type Random } from './random.ts';
import { createShopperClient, type RequestRecord, type ShopperClient } from './shopper-client.ts';

export const SHOPPER_COUNT = 20;
/** Seeded demo accounts (tools/shop-api/src/seed/customers/demo-accounts.ts). */
const DEMO_ACCOUNTS = [
  'marie.durand@example.fr',
  'paul.lefebvre@example.fr',
  'camille.moreau@example.fr',
];
const DEMO_PASSWORD = 'Bonjour-2026!';
export const LOGGED_IN_SHOPPERS = DEMO_ACCOUNTS.length;
export const CARTS_PER_SHOPPER = 2;
const LINES_PER_CART = 3;
export const THINK_TIME_MS = { min: 50, max: 300 };

export interface TrafficSetup {
  gatewayUrl: string;
  catalogue: CatalogueSample;
  ledger: CartLedger;
  orders: OrderLedger;
  /** Each logged-in shopper that orders, with the orders its account had before. */
  customers: OrderingShopper[];
  record(entry: RequestRecord): void;
  /** Milliseconds since the traffic began. */
  clock(): number;
  /** The traffic ends once this is true; each shopper finishes the page it is on. */
  isOver(): boolean;
}

export interface OrderingShopper {
  client: ShopperClient;
  ordersBefore: ReadonlySet<number>;
}

interface OwnedCart {
  token: string;
  productIds: number[];
  /** The last quantity sent per line: the next update sets another one. */
  lastSent: Map<number, number>;
}

/** The quantity a 200 reply shows for a product line (0: no line), if the body says. */
function confirmedQuantity(body: unknown, productId: number): number | undefined {
  const cart = (body as { data?: { cart?: { list?: unknown } } } | undefined)?.data?.cart;
  if (!Array.isArray(cart?.list)) return undefined;
  const lines = cart.list as { id: number; quantity: number; offered: boolean }[];
  return lines.find((line) => line.id === productId && !line.offered)?.quantity ?? 0;
}

function lineElements(productId: number, quantity: number): string {
  // As the SPA sends them (libs/api-client/src/endpoints/cart.ts): the lines' JSON text.
  return JSON.stringify([{ element_id: productId, element_type: 'product', quantity }]);
}

async function openCart(
  client: ShopperClient,
  setup: TrafficSetup,
  random: Random,
): Promise<OwnedCart | null> {
  const productIds = random.sample(setup.catalogue.cartProductIds, LINES_PER_CART);
  const first = random.pick(productIds);
  const quantity = random.between(1, MAX_CART_QUANTITY);
  const sentAtMs = setup.clock();
  const reply = await client.post('cart-create', 'cart/update', {
    elements: lineElements(first, quantity),
    cart_token: null,
    shop_id: 1,
  });
  const token = (reply.body as { data?: { token?: unknown } } | undefined)?.data?.token;
  // A creation without a clear answer may have made a cart nobody will ever name: the
  // ledger follows only carts whose token the shopper holds.
  if (reply.status !== 200 || typeof token !== 'string') return null;
  setup.ledger.openCart(token);
  setup.ledger.record(
    token,
    first,
    { quantity, outcome: 'acknowledged', status: 200, errorCode: null, sentAtMs },
    confirmedQuantity(reply.body, first),
  );
  return { token, productIds, lastSent: new Map([[first, quantity]]) };
}

async function updateLine(
  client: ShopperClient,
  setup: TrafficSetup,
  random: Random,
  cart: OwnedCart,
) {
  const productId = random.pick(cart.productIds);
  const previous = cart.lastSent.get(productId);
  // Never the quantity sent just before: an update that changes nothing proves nothing, and
  // the line's last acknowledged value then differs from the one before it.
  let quantity = random.between(
    1,
    previous === undefined ? MAX_CART_QUANTITY : MAX_CART_QUANTITY - 1,
  );
  if (previous !== undefined && quantity >= previous) quantity += 1;
  cart.lastSent.set(productId, quantity);
  const sentAtMs = setup.clock();
  const reply = await client.post('cart-update', 'cart/update', {
    elements: lineElements(productId, quantity),
    cart_token: cart.token,
    shop_id: 1,
  });
  const outcome = outcomeOf(reply.status);
  setup.ledger.record(
    cart.token,
    productId,
    { quantity, outcome, status: reply.status, errorCode: reply.errorCode, sentAtMs },
    outcome === 'acknowledged' ? confirmedQuantity(reply.body, productId) : undefined,
  );
}

/**
 * The orders the account had before the traffic (null: not known, so the shopper does not
 * order: its new orders could not be told from the old ones), and its delivery address.
 */
async function prepareOrders(client: ShopperClient, setup: TrafficSetup) {
  if (!client.loggedIn) return null;
  const list = await client.get('order-list', 'order', { per_page: '50' });
  const orders = (list.body as { data?: { items?: { id: number }[]; total?: number } } | undefined)
    ?.data;
  if (list.status !== 200 || !orders?.items || orders.items.length !== orders.total) return null;
  const addressId = await createAddress(client);
  if (addressId === null) return null;
  setup.customers.push({ client, ordersBefore: new Set(orders.items.map((order) => order.id)) });
  return { addressId };
}

async function runShopper(index: number, setup: TrafficSetup): Promise<void> {
  const random = seededRandom(7_919 * (index + 1));
  const client = createShopperClient(setup.gatewayUrl, setup.record, setup.clock);
  const account = DEMO_ACCOUNTS[index];
  if (account) {
    // Logged in or not (a failed login is in the log), the shopper goes on shopping.
    await client.post('login', 'user/login', {
      login: account,
      password: DEMO_PASSWORD,
      captcha_token: 'bench-load',
      remember_me: false,
    });
  }
  const ordering = account ? await prepareOrders(client, setup) : null;
  const carts: OwnedCart[] = [];
  const readCart: BrowsingPage = async () => {
    const cart = random.pick(carts);
    await client.get('cart-read', `cart/${cart.token}`, { check_already_paid: '1' });
  };
  // Weights: mostly browsing, as on a shop; one page in six changes a cart.
  const pages: [number, BrowsingPage][] = [
    [12, openHome],
    [22, productListPage(setup.catalogue)],
    [24, productPage(setup.catalogue)],
    [14, searchSuggestions],
    [12, readCart],
    [16, () => updateLine(client, setup, random, random.pick(carts))],
  ];
  if (ordering) {
    const order = { productIds: setup.catalogue.orderProductIds, addressId: ordering.addressId };
    pages.push([6, () => placeOrder(client, setup.orders, random, order)]);
  }

  while (!setup.isOver()) {
    if (carts.length < CARTS_PER_SHOPPER) {
      const cart = await openCart(client, setup, random);
      if (cart) carts.push(cart);
    } else {
      await random.weighted(pages)(client, random);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, random.between(THINK_TIME_MS.min, THINK_TIME_MS.max)),
    );
  }
}

/** All the shoppers at once, until `isOver()`; resolves when the last has stopped. */
export async function runTraffic(setup: TrafficSetup): Promise<void> {
  await Promise.all(Array.from({ length: SHOPPER_COUNT }, (_, index) => runShopper(index, setup)));
}
