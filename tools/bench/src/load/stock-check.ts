/**
 * The stock proof: what left the shelves during the run equals what the orders sold. The
 * shelves are read straight from the shop API's test route (every product, gifts included)
 * before the traffic and after it; the orders are the logged-in shoppers' own lists, read
 * straight from the shop API with their session once the traffic has stopped, less the
 * orders they had before. For every product, units gone from the shelf must equal units in
 * those orders' lines (offered ones included): more gone is a unit lost, fewer is a unit
 * sold twice. Every order the shop acknowledged must be among them.
 * `BENCH_LOAD_TAMPER=1` puts one unit of an ordered product back on the shelf behind the
 * orders' back first, which the check must report.
 */

export type Shelves = Map<number, number>;

export interface StockMismatch {
  productId: number;
  /** Stock before minus stock after. */
  leftShelves: number;
  /** Units of that product in the run's orders. */
  sold: number;
}

export interface StockFigures {
  ordersListed: number;
  /** Acknowledged orders missing from their customer's list. */
  ordersLost: number;
  unitsSold: number;
  unitsLeftShelves: number;
  productsSoldOut: number;
  mismatches: StockMismatch[];
  /** Customers whose orders could not be read: the check is then not proven. */
  unreadableCustomers: number;
  tampered: { productId: number; stock: number } | null;
}

const testingUrl = (apiUrl: string, path: string) => `${new URL(apiUrl).origin}/testing/${path}`;

export async function readShelves(apiUrl: string): Promise<Shelves> {
  const response = await fetch(testingUrl(apiUrl, 'stock'));
  if (!response.ok) throw new Error(`GET /testing/stock answered ${response.status}`);
  const body = (await response.json()) as { data: { products: { id: number; stock: number }[] } };
  return new Map(body.data.products.map((product) => [product.id, product.stock]));
}

/** Sets one product's shelf, as the warehouse would (test routes only). */
export async function setShelf(apiUrl: string, productId: number, stock: number): Promise<void> {
  const response = await fetch(testingUrl(apiUrl, 'stock'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId, stock }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /testing/stock answered ${response.status}`);
}

async function readAsCustomer<T>(apiUrl: string, token: string, path: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${apiUrl}/${path}${separator}shop_id=1&lang=fr`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

type OrderLines = { product_id: number | null; quantity: number }[];

/** The lines of every order of the customer not in `before`. */
async function readNewOrders(
  apiUrl: string,
  token: string,
  before: ReadonlySet<number>,
): Promise<Map<number, OrderLines>> {
  const orders = new Map<number, OrderLines>();
  for (let page = 1; ; page += 1) {
    const list = await readAsCustomer<{ items: { id: number }[]; total: number }>(
      apiUrl,
      token,
      `order?per_page=50&page=${page}`,
    );
    for (const { id } of list.items) {
      if (before.has(id)) continue;
      const detail = await readAsCustomer<{ list: OrderLines }>(apiUrl, token, `order/${id}`);
      orders.set(id, detail.list);
    }
    if (list.items.length === 0 || page * 50 >= list.total) return orders;
  }
}

export interface Customer {
  token: string;
  /** Orders listed before the traffic. */
  ordersBefore: ReadonlySet<number>;
}

export async function checkStock(
  apiUrl: string,
  {
    shelvesBefore,
    customers,
    acknowledged,
    tamper,
  }: {
    shelvesBefore: Shelves;
    customers: readonly Customer[];
    acknowledged: readonly number[];
    tamper: boolean;
  },
): Promise<StockFigures> {
  const orders = new Map<number, OrderLines>();
  let unreadableCustomers = 0;
  for (const customer of customers) {
    try {
      for (const [id, lines] of await readNewOrders(apiUrl, customer.token, customer.ordersBefore))
        orders.set(id, lines);
    } catch {
      unreadableCustomers += 1;
    }
  }
  const sold = new Map<number, number>();
  for (const lines of orders.values()) {
    for (const line of lines) {
      if (line.product_id === null) continue;
      sold.set(line.product_id, (sold.get(line.product_id) ?? 0) + line.quantity);
    }
  }

  let tampered: StockFigures['tampered'] = null;
  if (tamper) {
    const productId = [...sold.keys()][0];
    if (productId === undefined) throw new Error('no ordered product to tamper with');
    const shelves = await readShelves(apiUrl);
    tampered = { productId, stock: (shelves.get(productId) ?? 0) + 1 };
    await setShelf(apiUrl, productId, tampered.stock);
  }

  const shelvesAfter = await readShelves(apiUrl);
  const mismatches: StockMismatch[] = [];
  let unitsLeftShelves = 0;
  let productsSoldOut = 0;
  for (const [productId, before] of shelvesBefore) {
    const after = shelvesAfter.get(productId) ?? 0;
    const leftShelves = before - after;
    const units = sold.get(productId) ?? 0;
    unitsLeftShelves += leftShelves;
    if (units > 0 && after === 0) productsSoldOut += 1;
    if (leftShelves !== units) mismatches.push({ productId, leftShelves, sold: units });
  }
  for (const [productId, units] of sold) {
    if (!shelvesBefore.has(productId)) mismatches.push({ productId, leftShelves: 0, sold: units });
  }
  return {
    ordersListed: orders.size,
    ordersLost: acknowledged.filter((id) => !orders.has(id)).length,
    unitsSold: [...sold.values()].reduce((sum, units) => sum + units, 0),
    unitsLeftShelves,
    productsSoldOut,
    mismatches,
    unreadableCustomers,
    tampered,
  };
}
