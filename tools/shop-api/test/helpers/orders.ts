import { randomUUID } from 'node:crypto';
import { DEFAULT_SHOP_ID, type CarrierCode } from '@shop/domain';
import type { Address } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../src/db/open-database';
import { carts } from '../../src/db/schema';
import { insertOrder, type OrderProduct } from '../../src/seed/orders/insert-order';
import { carrierBaseCosts, sellableProducts } from '../../src/seed/orders/order-lookup';

export interface TestOrderOptions {
  /** A history step of libs/domain; `in_payment` (validated, waiting for payment) by default. */
  status?: string;
  /** `cb` (card) by default; `cheque`, `paypal`… */
  paymentMethod?: string;
  carrier?: CarrierCode;
  createdAt?: Date;
  /** Distinct products (1 to 5), each at quantity 2; the last one offered (quantity 1) when `withGift`. */
  products?: number;
  withGift?: boolean;
  /** Made from a cart of its own (whose token the payment calls take); true by default. */
  withCart?: boolean;
  /** Products to order instead of the first sellable ones. */
  productList?: readonly OrderProduct[];
}

export interface TestOrder {
  orderId: number;
  number: string;
  /** Null without a cart. */
  cartToken: string | null;
  /** Cents charged. */
  total: number;
  products: OrderProduct[];
  address: Address;
}

/** An address in the contract's shape, as validation copies it into an order. */
export function testAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    label: 'Maison',
    civility: 'Madame',
    firstname: 'Test',
    lastname: 'Client',
    address_line_1: '8 rue des Lilas',
    address_line_2: null,
    address_line_3: null,
    zipcode: '69003',
    city: 'Lyon',
    country: 'FR',
    phone: null,
    mobile: '06 12 34 56 78',
    delivery_information: null,
    is_invoice_default: true,
    is_delivery_default: true,
    ...overrides,
  };
}

/**
 * An order of the customer straight in the database, priced from seeded products as a
 * validated cart is, with a cart of its own: for the orders and payment tests, which do
 * not depend on the cart calls. Each call makes a distinct order.
 */
export async function createTestOrder(
  db: ShopDatabase,
  customerId: number,
  options: TestOrderOptions = {},
): Promise<TestOrder> {
  const unique = randomUUID().replaceAll('-', '');
  const productCount = options.products ?? 2;
  const products = (options.productList ?? (await sellableProducts(db, 5))).slice(0, productCount);
  if (products.length < productCount) throw new Error('not enough seeded products');
  const carrier = options.carrier ?? 'parcel';
  let cartId: number | null = null;
  let cartToken: string | null = null;
  if (options.withCart ?? true) {
    const [cart] = await db
      .insert(carts)
      .values({ token: `test-${unique}`, shopId: DEFAULT_SHOP_ID, customerId })
      .returning({ id: carts.id, token: carts.token });
    if (!cart) throw new Error('the test cart was not stored');
    cartId = cart.id;
    cartToken = cart.token;
  }
  const address = testAddress();
  const number = `CMD-TEST-${unique.slice(0, 12).toUpperCase()}`;
  const { id, total } = await insertOrder(db, {
    customerId,
    cartId,
    number,
    status: options.status ?? 'in_payment',
    createdAt: options.createdAt ?? new Date('2026-11-20T10:00:00Z'),
    carrier,
    carrierBaseCost: (await carrierBaseCosts(db)).get(carrier) ?? 590,
    paymentMethod: options.paymentMethod ?? 'cb',
    lines: products.map((product, index) => {
      const offered = options.withGift === true && index === products.length - 1;
      return { product, quantity: offered ? 1 : 2, offered };
    }),
    billingAddress: address,
  });
  return { orderId: id, number, cartToken, total, products, address };
}
