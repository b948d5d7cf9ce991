import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CartCodes, type CartDiscountRequest, CART } from '@shop/api-client/contract';
import { checkAsmCode, checkPromoCode } from '@shop/domain';
import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import {
  cartProductInfos,
  isAsmGift,
  isOfferable,
  isSellable,
} from '../../../repositories/carts/cart-catalogue';
import { asmCodeFor, findAsmCode, findPromoCode } from '../../../repositories/carts/cart-codes';
import type { CartDraft } from '../../../repositories/carts/reconcile-cart';
import {
  discountedProducts,
  reconcileDraft,
  settleCart,
  type StoredCart,
} from '../../../repositories/carts/settle-cart';
import { refuseIfPaid, withLockedCart } from './locked-cart';

/** What each refusal of a code rule answers: a wrong code is a bad request, the rest a conflict with the cart. */
const REFUSALS = {
  promo_code_invalid: [400, 'This code is not valid'],
  asm_code_invalid: [400, 'This ASM code is not valid or was already used'],
  login_required: [409, 'Log in to use this code'],
  conditions_not_met: [409, 'The cart does not meet the conditions of this code'],
  product_already_in_cart: [409, 'The product of this code is already in the cart'],
  codes_not_combinable: [409, 'An advantage code and an ASM code cannot be combined'],
} as const satisfies Record<string, readonly [number, string]>;

function refused(code: keyof typeof REFUSALS): ApiError {
  const [status, message] = REFUSALS[code];
  return new ApiError(status, code, message);
}

function productUnavailable(): ApiError {
  return new ApiError(409, 'product_unavailable', 'This product is not available');
}

/** Stores the new draft and answers the cart with the products of its codes. */
async function codesReply(
  tx: ShopDatabase,
  stored: StoredCart,
  draft: CartDraft,
  now: number,
): Promise<CartCodes> {
  const settled = await settleCart(tx, stored, draft, now);
  return {
    cart: settled.payload,
    discounted_products: await discountedProducts(tx, settled),
    ...settled.changes,
  };
}

/**
 * Applies an advantage code with libs/domain's `checkPromoCode`, against the cart as the
 * shop's rules leave it. The caller must be logged in for a login-only code even on a
 * customer's cart (the code is kept later without a session: the cart is the customer's).
 */
async function applyDiscount(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: ShopDatabase,
  stored: StoredCart,
  body: CartDiscountRequest,
): Promise<CartCodes> {
  refuseIfPaid(stored);
  const now = app.now();
  const { reconciled, customer, planId } = await reconcileDraft(tx, stored, stored.draft, now);
  const found = await findPromoCode(tx, body.code);
  const benefit = found?.promo.benefit;
  const codeProduct =
    benefit?.kind === 'free_product' || benefit?.kind === 'product_discount'
      ? benefit.productId
      : null;
  if (
    !found ||
    (body.product_id !== undefined && codeProduct !== null && codeProduct !== body.product_id)
  ) {
    throw refused('promo_code_invalid');
  }
  const paidIds = reconciled.lines.filter((line) => !line.offered).map((line) => line.productId);
  const check = checkPromoCode(found.promo, {
    now,
    customer: request.auth ? customer : null,
    goodsAmountWithTaxes: reconciled.totals.goodsWithTaxes,
    productIdsInCart: paidIds,
    asmCodeApplied: reconciled.asmCode !== null,
  });
  if (!check.ok) throw refused(check.code);

  let { paidLines } = stored.draft;
  if (codeProduct !== null) {
    const info = (await cartProductInfos(tx, planId, [codeProduct])).get(codeProduct);
    const available = benefit?.kind === 'free_product' ? isOfferable(info) : isSellable(info);
    if (!available) throw productUnavailable();
    if (benefit?.kind === 'product_discount' && !paidLines.some((l) => l.id === codeProduct)) {
      paidLines = [...paidLines, { id: codeProduct, quantity: 1 }];
    }
  }
  return codesReply(
    tx,
    stored,
    { ...stored.draft, paidLines, discountCode: found.promo.code },
    now,
  );
}

/** Applies an ASM code with libs/domain's `checkAsmCode`; a new one replaces the old. */
async function applyAsm(
  app: FastifyInstance,
  tx: ShopDatabase,
  stored: StoredCart,
  typed: string,
): Promise<CartCodes> {
  refuseIfPaid(stored);
  const now = app.now();
  const { reconciled } = await reconcileDraft(tx, stored, stored.draft, now);
  const found = await findAsmCode(tx, typed);
  const check = checkAsmCode(found ? asmCodeFor(found, stored.order?.id ?? null) : null, {
    goodsAmountWithTaxes: reconciled.totals.goodsWithTaxes,
    advantageCodeApplied: reconciled.promo !== null,
  });
  if (!check.ok || !found) throw refused(check.ok ? 'asm_code_invalid' : check.code);
  const same = stored.draft.asmCode === found.code;
  return codesReply(
    tx,
    stored,
    { ...stored.draft, asmCode: found.code, asmProductId: same ? stored.draft.asmProductId : null },
    now,
  );
}

/** The gift of the ASM code on the cart: a product at 0 € with one left in stock. */
async function chooseAsmProduct(
  app: FastifyInstance,
  tx: ShopDatabase,
  stored: StoredCart,
  productId: number,
): Promise<CartCodes> {
  refuseIfPaid(stored);
  const now = app.now();
  const { reconciled, planId } = await reconcileDraft(tx, stored, stored.draft, now);
  if (reconciled.asmCode === null) throw refused('conditions_not_met');
  const info = (await cartProductInfos(tx, planId, [productId])).get(productId);
  if (!info) throw new ApiError(404, 'product_not_found', 'Product not found');
  if (!isAsmGift(info)) throw productUnavailable();
  return codesReply(tx, stored, { ...stored.draft, asmProductId: productId }, now);
}

/** The advantage and ASM code calls of SPEC.md §7 Cart. */
export default async function cartCodeRoutes(app: FastifyInstance) {
  route(app, CART.applyPromoCode, async (request) => ({
    data: await withLockedCart(app, request, request.params.token, (tx, stored) =>
      applyDiscount(app, request, tx, stored, request.body),
    ),
  }));

  route(app, CART.removePromoCode, async (request) => ({
    data: await withLockedCart(app, request, request.params.token, (tx, stored) => {
      refuseIfPaid(stored);
      return codesReply(tx, stored, { ...stored.draft, discountCode: null }, app.now());
    }),
  }));

  route(app, CART.applyAsmCode, async (request) => ({
    data: await withLockedCart(app, request, request.params.token, (tx, stored) =>
      applyAsm(app, tx, stored, request.body.code),
    ),
  }));

  route(app, CART.removeAsmCode, async (request) => ({
    data: await withLockedCart(app, request, request.params.token, (tx, stored) => {
      refuseIfPaid(stored);
      const draft = { ...stored.draft, asmCode: null, asmProductId: null };
      return codesReply(tx, stored, draft, app.now());
    }),
  }));

  route(app, CART.chooseAsmProduct, async (request) => ({
    data: await withLockedCart(app, request, request.params.token, (tx, stored) =>
      chooseAsmProduct(app, tx, stored, request.body.product_id),
    ),
  }));
}
