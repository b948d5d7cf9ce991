import {
  CartAsmProductRequestSchema,
  CartAsmRequestSchema,
  CartCodesReplySchema,
  CartDetailReplySchema,
  CartDiscountRequestSchema,
  CartQuerySchema,
  CartRemoveRequestSchema,
  CartShippingReplySchema,
  CartTokenParamsSchema,
  CartUpdateReplySchema,
  CartUpdateRequestSchema,
  CartValidateRequestSchema,
  CartValidationReplySchema,
  CrossSellQuerySchema,
  CrossSellReplySchema,
  PremiereCheckReplySchema,
} from '../cart';
import { CommonQuerySchema } from '../common';
import { operations, type OperationSpec } from './operation';

/** The errors of the advantage and ASM code calls. */
const CODE_ERRORS = {
  400: ['promo_code_invalid', 'asm_code_invalid'],
  409: [
    'login_required',
    'conditions_not_met',
    'product_already_in_cart',
    'codes_not_combinable',
    'product_unavailable',
    'order_already_paid',
  ],
} as const;

const CODE_CALL = {
  token: 'optional',
  params: CartTokenParamsSchema,
  query: CommonQuerySchema,
  reply: CartCodesReplySchema,
  errors: CODE_ERRORS,
} as const satisfies Partial<OperationSpec>;

/**
 * A visitor's cart is named by its token; a logged-in customer's token (optional) links it
 * to them. Turning it into an order needs the customer.
 */
export const CART = operations('Cart', {
  updateCart: {
    method: 'post',
    path: '/cart/update',
    summary: 'Add products or set their quantities (creates the cart without a cart token)',
    description:
      "`elements` is the JSON text of the lines, as the storefront sends it, or the list itself. Without `cart_token` a new cart is made (in shop `shop_id`, default the query's). Quantities are capped by the stock; products no longer sold (unpublished, out of stock, not priced in the shop's default sales plan, or gifts) are left out and listed in `removed_products` with the notice `product_unavailable`. 400 `invalid_input` when `elements` is unreadable.",
    token: 'optional',
    query: CommonQuerySchema,
    body: CartUpdateRequestSchema,
    reply: CartUpdateReplySchema,
    errors: {
      400: ['quantity_required'],
      404: ['cart_not_found', 'shop_not_found'],
      409: ['product_unavailable', 'order_already_paid'],
    },
  },
  removeFromCart: {
    method: 'post',
    path: '/cart/remove',
    summary: 'Remove products from the cart',
    description:
      'The products of `element_id` and `element_ids` leave the cart. An offered line leaves with what offered it (its advantage code, or the ASM product choice).',
    token: 'optional',
    query: CommonQuerySchema,
    body: CartRemoveRequestSchema,
    reply: CartUpdateReplySchema,
    errors: { 404: ['cart_not_found'], 409: ['order_already_paid'] },
  },
  getCart: {
    method: 'get',
    path: '/cart/{token}',
    summary: 'A cart with its lines and totals',
    description: 'With `check_already_paid` (1 or true), a paid cart names its order.',
    token: 'optional',
    params: CartTokenParamsSchema,
    query: CartQuerySchema,
    reply: CartDetailReplySchema,
    errors: { 404: ['cart_not_found'] },
  },
  applyPromoCode: {
    method: 'post',
    path: '/cart/{token}/discount',
    summary: 'Apply an advantage code',
    ...CODE_CALL,
    body: CartDiscountRequestSchema,
  },
  removePromoCode: {
    method: 'delete',
    path: '/cart/{token}/discount',
    summary: 'Remove the advantage code',
    ...CODE_CALL,
  },
  applyAsmCode: {
    method: 'post',
    path: '/cart/{token}/asm',
    summary: 'Apply an ASM code',
    ...CODE_CALL,
    body: CartAsmRequestSchema,
  },
  removeAsmCode: {
    method: 'delete',
    path: '/cart/{token}/asm',
    summary: 'Remove the ASM code',
    ...CODE_CALL,
  },
  chooseAsmProduct: {
    method: 'post',
    path: '/cart/{token}/asm/product',
    summary: 'Choose the gift product of an ASM code',
    ...CODE_CALL,
    body: CartAsmProductRequestSchema,
    errors: { ...CODE_ERRORS, 404: ['product_not_found'] },
  },
  cartShipping: {
    method: 'get',
    path: '/cart/{token}/calculate-shipping',
    summary: 'Shipping costs of the cart, per carrier',
    description:
      "Every carrier's cost for the cart after the shipping rules (free from 49 €; parcel delivery free for a customer's first order). The `discount` says when the first-order rule made a delivery free; its `code` is the shop's first-order code when one is on offer. Errors: 404 `cart_not_found`.",
    token: 'optional',
    params: CartTokenParamsSchema,
    query: CommonQuerySchema,
    reply: CartShippingReplySchema,
  },
  crossSell: {
    method: 'get',
    path: '/cart/{token}/cross-sell',
    summary: 'Products to suggest with the cart',
    description: "Products of the cart's needs and brands it does not hold.",
    token: 'optional',
    params: CartTokenParamsSchema,
    query: CrossSellQuerySchema,
    reply: CrossSellReplySchema,
  },
  validateCart: {
    method: 'post',
    path: '/cart/{token}/validate',
    summary: 'Turn the cart into an order (addresses, carrier, payment method)',
    description:
      'The order draft. Its fields are loose on purpose: what is missing is answered together, 400 `invalid_input` with one message key per field (`carrier_required`, `relay_point_required`, `checkout_mobile_required`, `delivery_address_required`, `billing_address_required`, `payment_method_required`, `sales_conditions_required`). `payment_method` is a code of `GET /payment` of a card or cheque kind. The order is made once: validating the same cart again answers the same order (rebuilt from the cart while it still waits for its payment). 409 `cart_updated`: the shop changed the cart, check it again; 409 `asm_code_invalid`: the ASM code was spent meanwhile.',
    token: 'required',
    params: CartTokenParamsSchema,
    query: CommonQuerySchema,
    body: CartValidateRequestSchema,
    reply: CartValidationReplySchema,
    // Loose in the shape, checked together by the domain's checkout rules: 400 invalid_input
    // with a message key per missing field.
    checkedFields: {
      carrier: 'invalid_input',
      shipping_address_id: 'invalid_input',
      billing_address_id: 'invalid_input',
      payment_method: 'invalid_input',
      accept_terms: 'invalid_input',
    },
    errors: {
      400: ['cart_empty'],
      404: ['cart_not_found', 'address_not_found', 'relay_point_not_found'],
      409: ['cart_updated', 'asm_code_invalid', 'order_already_paid'],
    },
  },
  checkPremiere: {
    method: 'get',
    path: '/discount/check-premiere',
    summary: "Whether the customer's first-order advantage applies",
    description:
      'Whether the first-order discount is still open to the caller (no order yet, cancelled ones aside), and the code the banner shows.',
    token: 'required',
    query: CommonQuerySchema,
    reply: PremiereCheckReplySchema,
  },
});
