import { ACCOUNT } from './account';
import { CART } from './cart';
import { CATALOGUE, GEOGRAPHY, SHOP } from './catalogue';
import { CONTENT } from './content';
import { FORMS } from './forms';
import { IDENTITY } from './identity';
import type { Operation } from './operation';
import { ORDERS, PAYMENT_SANDBOX } from './orders';

export {
  ACCOUNT,
  CART,
  CATALOGUE,
  CONTENT,
  FORMS,
  GEOGRAPHY,
  IDENTITY,
  ORDERS,
  PAYMENT_SANDBOX,
  SHOP,
};
export * from './operation';

/**
 * Every call of the shop API under `/api/v1`, in the order the document lists them. The
 * test-only calls (`/testing/*`, `/dev/*`, on with SHOP_API_TEST_ROUTES) and `/healthz`
 * are outside `/api/v1` and not here: the gateway never forwards them.
 */
export const OPERATIONS: readonly Operation[] = [
  IDENTITY,
  ACCOUNT,
  CART,
  ORDERS,
  PAYMENT_SANDBOX,
  FORMS,
  SHOP,
  CATALOGUE,
  GEOGRAPHY,
  CONTENT,
].flatMap((group) => Object.values(group));
