import type { KyInstance } from 'ky';
import type { CartElement } from '@shop/domain';
import { callOperation } from '../call-operation';
import { CART } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The cart calls of SPEC.md §7 Cart. A logged-in customer's calls carry the session
 * (`withToken`) so the cart becomes theirs; a visitor's go without. They are made from a
 * page being read, so a session that ended shows the toast instead of leaving it.
 */
const sessionOf = (withToken: boolean): CallContext => ({ withToken, noRedirect: true });

/** `GET /cart/{token}` with `check_already_paid` (404 `cart_not_found`). */
export const getCart = (token: string, withToken: boolean, http: KyInstance = apiHttp) =>
  callOperation(http, CART.getCart, {
    params: { token },
    query: { check_already_paid: '1' },
    context: sessionOf(withToken),
  });

export interface CartUpdateInput {
  /** The lines to set, each with its new quantity; lines not named are left as they are. */
  elements: readonly CartElement[];
  /** Null makes a new cart. */
  cartToken: string | null;
  shopId: number;
  withToken: boolean;
}

/**
 * `POST /cart/update`: `elements` travels as the JSON text of the lines, as SPEC.md §7
 * sends it. Errors: 400 `quantity_required`, 404 `cart_not_found`, `shop_not_found`.
 */
export const updateCart = (
  { elements, cartToken, shopId, withToken }: CartUpdateInput,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, CART.updateCart, {
    body: { elements: JSON.stringify(elements), cart_token: cartToken, shop_id: shopId },
    context: sessionOf(withToken),
  });
