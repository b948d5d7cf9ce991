import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { CART } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The cart page's calls besides `POST /cart/update` (SPEC.md §7 Cart): removing lines, the
 * advantage and ASM codes and the first-order check (shipping costs: endpoints/delivery.ts). A refusal is shown on the
 * cart page itself, so none of them leaves it (`noRedirect`).
 */
const sessionOf = (withToken: boolean): CallContext => ({ withToken, noRedirect: true });

export interface CartRemoveInput {
  cartToken: string;
  productIds: readonly number[];
  withToken: boolean;
}

/** `POST /cart/remove`: an offered line leaves with what offered it. */
export const removeFromCart = (
  { cartToken, productIds, withToken }: CartRemoveInput,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, CART.removeFromCart, {
    body: { cart_token: cartToken, element_ids: [...productIds] },
    context: sessionOf(withToken),
  });

export interface CartCodeInput {
  cartToken: string;
  code: string;
  withToken: boolean;
}

/** The two kinds of code a cart takes: an advantage (promo) code, or an ASM code. */
export type CartCodeKind = 'discount' | 'asm';

const APPLY = { discount: CART.applyPromoCode, asm: CART.applyAsmCode } as const;
const REMOVE = { discount: CART.removePromoCode, asm: CART.removeAsmCode } as const;

/**
 * `POST /cart/{token}/discount` or `/asm`. Errors of a discount code: 400
 * `promo_code_invalid`, 409 `login_required`, `conditions_not_met`,
 * `product_already_in_cart`, `codes_not_combinable`, `product_unavailable`,
 * `order_already_paid`. Of an ASM code: 400 `asm_code_invalid`, 409 `codes_not_combinable`,
 * `conditions_not_met`, `order_already_paid`.
 */
export const applyCartCode = (
  kind: CartCodeKind,
  { cartToken, code, withToken }: CartCodeInput,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, APPLY[kind], {
    params: { token: cartToken },
    body: { code },
    context: sessionOf(withToken),
  });

/** `DELETE /cart/{token}/discount` or `/asm` (an ASM code leaves with its product). */
export const removeCartCode = (
  kind: CartCodeKind,
  cartToken: string,
  withToken: boolean,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, REMOVE[kind], {
    params: { token: cartToken },
    context: sessionOf(withToken),
  });

export interface AsmProductInput {
  cartToken: string;
  productId: number;
  withToken: boolean;
}

/**
 * `POST /cart/{token}/asm/product`. Errors: 409 `conditions_not_met`, `product_unavailable`,
 * 404 `product_not_found`.
 */
export const chooseAsmProduct = (
  { cartToken, productId, withToken }: AsmProductInput,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, CART.chooseAsmProduct, {
    params: { token: cartToken },
    body: { product_id: productId },
    context: sessionOf(withToken),
  });

/** `GET /discount/check-premiere` (session): whether the first-order code is still open. */
export const checkFirstOrderDiscount = (http: KyInstance = apiHttp) =>
  callOperation(http, CART.checkPremiere, { context: sessionOf(true) });
