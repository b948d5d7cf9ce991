import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { CART, ORDERS, type CartValidateRequest } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The checkout and payment calls of SPEC.md §7 Cart and Orders. All need the session; the
 * payment pages show a refusal themselves (a message, a way back), so a session that ended
 * gives the toast rather than leaving a payment half-way.
 */
const checkoutCall: CallContext = { withToken: true, noRedirect: true };

/**
 * `POST /cart/{token}/validate`: the cart becomes its order (the same one on a second
 * call). Errors: 400 `cart_empty`, `invalid_input` (a message key per missing field),
 * 404 `cart_not_found`, `address_not_found`, `relay_point_not_found`, 409 `cart_updated`,
 * `asm_code_invalid`.
 */
export const validateCart = (
  cartToken: string,
  request: CartValidateRequest,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, CART.validateCart, {
    params: { token: cartToken },
    body: request,
    context: checkoutCall,
  });

/** `GET /cart-prepare-card-payment`: the sandbox page to send the customer to. */
export const prepareCardPayment = (cartToken: string, http: KyInstance = apiHttp) =>
  callOperation(http, ORDERS.prepareCardPayment, {
    query: { cart_token: cartToken },
    context: checkoutCall,
  });

/** `GET /order/valid-card-order`: the outcome of the card payment of `token`, settled once. */
export const validCardOrder = (token: string, http: KyInstance = apiHttp) =>
  callOperation(http, ORDERS.validCardOrder, { query: { token }, context: checkoutCall });

/** `GET /order/valid-check-order`: the cheque order of the cart and where to send the cheque. */
export const validCheckOrder = (cartToken: string, http: KyInstance = apiHttp) =>
  callOperation(http, ORDERS.validCheckOrder, {
    query: { cart_token: cartToken },
    context: checkoutCall,
  });

/** `GET /order/user-payment-action`: what is left to do about an order's payment. */
export const userPaymentAction = (orderId: number, http: KyInstance = apiHttp) =>
  callOperation(http, ORDERS.userPaymentAction, {
    query: { order_id: orderId },
    context: checkoutCall,
  });
