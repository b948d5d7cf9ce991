/**
 * The cart calls of SPEC.md §7 Cart: the cart by its token, its lines, the
 * advantage and ASM codes, shipping, cross-selling, the first-order check and the
 * validation that turns the cart into an order. Money is euros with two decimals, with
 * taxes; the totals are libs/domain's `computeCartTotals`, the shipping costs its
 * `shippingCostsAfterRules`.
 *
 * Every cart call takes an optional token: a logged-in caller's cart becomes theirs, and a
 * cart of another customer answers 404 `cart_not_found` as an unknown token does. Whoever
 * holds the (random, unguessable) token of a cart may use it without logging in.
 */
import * as v from 'valibot';
import { DISCOUNT_VALUE_UNITS, ORDER_HISTORY_STATUSES, ORDER_STATUSES } from '@shop/domain';
import {
  CommonQuerySchema,
  IdSchema,
  ImageSchema,
  NonEmptyStringSchema,
  RowIdSchema,
  TextSchema,
} from './common';
import { CountSchema, EurosSchema } from './catalogue/common';
import { ProductSchema, VolumePriceSchema } from './catalogue/products';
import { dataEnvelopeSchema, listSchema } from './envelope';

/** A cart token: random URL-safe text handed out by `POST /cart/update`. */
export const CartTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

export const CartTokenParamsSchema = v.object({ token: CartTokenSchema });
export type CartTokenParams = v.InferOutput<typeof CartTokenParamsSchema>;

/**
 * A product line of `elements` (libs/domain `CartElement`). The quantity's rule is
 * libs/domain's `checkCartChange` (400 `quantity_required` when it refuses it).
 */
export const CartElementSchema = v.object({
  element_id: RowIdSchema,
  element_type: v.literal('product'),
  quantity: v.number(),
});
export type CartElementInput = v.InferOutput<typeof CartElementSchema>;

/** Lines one call may name: a reorder of a long order still fits. */
export const CART_ELEMENTS_MAX = 100;
export const CartElementListSchema = v.pipe(
  v.array(CartElementSchema),
  v.maxLength(CART_ELEMENTS_MAX),
);

/**
 * How `elements` changes the cart: `set` (default) gives each listed product that quantity,
 * 0 removing it; `add` adds the quantity to what the cart holds (at least 1). Products not
 * listed are left as they are, so an empty list changes nothing.
 */
export const CART_UPDATE_MODES = ['set', 'add'] as const;

/**
 * `POST /cart/update`. `elements` is the JSON text of the lines, as SPEC.md §7 sends it, or
 * the list itself. Without `cart_token` a new cart is made (in shop `shop_id`, default the
 * query's). Quantities are capped by the stock; products no longer sold (unpublished, out
 * of stock, not priced in the shop's default sales plan, or gifts) are left out and listed
 * in `removed_products` with the notice `product_unavailable`. Errors: 400 `invalid_input`
 * (`elements` unreadable), 400 `quantity_required`, 404 `cart_not_found`,
 * 404 `shop_not_found`.
 */
export const CartUpdateRequestSchema = v.object({
  // The list first: with type coercion a one-element list would otherwise be tried as text.
  elements: v.union([CartElementListSchema, v.pipe(TextSchema, v.maxLength(20_000))]),
  cart_token: v.optional(v.nullable(CartTokenSchema)),
  shop_id: v.optional(RowIdSchema),
  mode: v.optional(v.picklist(CART_UPDATE_MODES), 'set'),
});
export type CartUpdateRequest = v.InferOutput<typeof CartUpdateRequestSchema>;

/**
 * `POST /cart/remove`: the products of `element_id` and `element_ids` leave the cart. An
 * offered line leaves with what offered it (its advantage code, or the ASM product choice).
 */
export const CartRemoveRequestSchema = v.object({
  cart_token: CartTokenSchema,
  element_id: v.optional(RowIdSchema),
  element_ids: v.optional(v.pipe(v.array(RowIdSchema), v.maxLength(CART_ELEMENTS_MAX))),
});
export type CartRemoveRequest = v.InferOutput<typeof CartRemoveRequestSchema>;

/**
 * A line of the cart (SPEC.md §3 displayed cart items). `public_price` is the product's
 * price outside any volume tier, `unit_price` the one its quantity earns, `price_with_tax`
 * what each unit costs in this cart (0 for an offered line) and `total` the line's price.
 */
export const CartLineSchema = v.object({
  id: IdSchema,
  name: v.string(),
  slug: v.string(),
  small_image: ImageSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The stock: the most this line may hold. */
  available_quantity: CountSchema,
  unit_price: EurosSchema,
  public_price: EurosSchema,
  suggested_price: v.nullable(EurosSchema),
  volume_prices: v.array(VolumePriceSchema),
  /** A gift of a code (free product, ASM product): costs nothing. */
  offered: v.boolean(),
  price_with_tax: EurosSchema,
  total: EurosSchema,
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/**
 * A discount of the cart (SPEC.md §3 cart payload, libs/domain `CartPayloadDiscount`):
 * `amount` is a percentage when `unit` is `percent`, euros when it is `amount`.
 */
export const CartDiscountSchema = v.variant('kind', [
  v.object({
    kind: v.literal('cart_discount'),
    description: v.string(),
    amount: v.pipe(v.number(), v.minValue(0)),
    unit: v.picklist(DISCOUNT_VALUE_UNITS),
    code: v.string(),
  }),
  v.object({ kind: v.literal('free_product'), description: v.string() }),
  v.object({
    kind: v.literal('product_discount'),
    description: v.string(),
    title: v.string(),
    text: v.string(),
  }),
  v.object({ kind: v.literal('first_order_promote_10_percent') }),
]);
export type CartDiscount = v.InferOutput<typeof CartDiscountSchema>;

/** The cart payload (SPEC.md §3): lines, totals and codes. */
export const CartSchema = v.object({
  /** Paid lines first, in the order they were added, then the offered ones. */
  list: v.array(CartLineSchema),
  /** Paid lines with taxes, before any discount. */
  goods_amount: EurosSchema,
  /** Without taxes, after discounts. */
  amount: EurosSchema,
  taxes: EurosSchema,
  /** With taxes, after discounts, shipping excluded: `amount + taxes`. */
  amount_with_taxes: EurosSchema,
  /** What the discounts take off (not what is left after them). */
  discounted_amount: EurosSchema,
  /** The advantage code on the cart (one at most). */
  discount_code: v.nullable(v.string()),
  asm_code: v.nullable(v.string()),
  /** The product the ASM code offers, once chosen (`POST /cart/{token}/asm/product`). */
  asm_product_id: v.nullable(IdSchema),
  /** Products the cart's codes offer or discount. */
  discounted_products: v.array(IdSchema),
  discounts: v.array(CartDiscountSchema),
  /** The cheapest carrier for this cart after the shipping rules; null if none serves. */
  shipping_estimate: v.nullable(EurosSchema),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** What the shop changed by itself since the cart was last seen (SPEC.md §4 Cart, §8). */
export const CART_NOTICES = ['product_unavailable', 'cart_updated'] as const;

/**
 * Every cart reply tells what the shop had to change: products gone (`product_unavailable`),
 * quantities capped by the stock, or codes whose conditions no longer hold (both
 * `cart_updated`).
 */
const CartChangesEntries = {
  notice: v.nullable(v.picklist(CART_NOTICES)),
  removed_products: v.array(v.object({ id: IdSchema, name: v.nullable(v.string()) })),
  adjusted_products: v.array(
    v.object({ id: IdSchema, name: v.string(), quantity: v.pipe(v.number(), v.integer()) }),
  ),
  removed_codes: v.array(v.string()),
};

/** The reply of `POST /cart/update` and `POST /cart/remove`. */
export const CartUpdateSchema = v.object({
  token: CartTokenSchema,
  cart: CartSchema,
  /** The cart was already paid as this order: it was left as it was (SPEC.md §4 Cart). */
  already_paid_order_id: v.nullable(IdSchema),
  ...CartChangesEntries,
});
export type CartUpdate = v.InferOutput<typeof CartUpdateSchema>;
export const CartUpdateReplySchema = dataEnvelopeSchema(CartUpdateSchema);

/** `GET /cart/{token}`: with `check_already_paid` (1 or true), a paid cart names its order. */
export const CartQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  check_already_paid: v.optional(v.picklist(['0', '1', 'false', 'true'])),
});
export type CartQuery = v.InferOutput<typeof CartQuerySchema>;

/**
 * The products of `cart.discounted_products` in full and, while an ASM code waits for its
 * product, the gifts it may offer.
 */
const DiscountedProductsEntry = { discounted_products: v.array(ProductSchema) };

/** `GET /cart/{token}`. Errors: 404 `cart_not_found`. */
export const CartDetailSchema = v.object({
  token: CartTokenSchema,
  cart: CartSchema,
  ...DiscountedProductsEntry,
  already_paid_order_id: v.nullable(IdSchema),
  ...CartChangesEntries,
});
export type CartDetail = v.InferOutput<typeof CartDetailSchema>;
export const CartDetailReplySchema = dataEnvelopeSchema(CartDetailSchema);

/** The reply of the discount and ASM calls. */
export const CartCodesSchema = v.object({
  cart: CartSchema,
  ...DiscountedProductsEntry,
  ...CartChangesEntries,
});
export type CartCodes = v.InferOutput<typeof CartCodesSchema>;
export const CartCodesReplySchema = dataEnvelopeSchema(CartCodesSchema);

const TypedCodeSchema = v.pipe(TextSchema, v.maxLength(50));

/**
 * `POST /cart/{token}/discount`: applies an advantage code (typed: spaces and case do not
 * matter), replacing the one on the cart. A free-product code adds an offered line, a
 * product-discount code adds its product. `product_id`, sent from a product page, must be
 * the code's product when the code names one. Errors: 400 `promo_code_invalid` (unknown,
 * expired, or not for that product), 409 `login_required`, `conditions_not_met`,
 * `product_already_in_cart`, `codes_not_combinable` (an ASM code is on the cart),
 * `product_unavailable` (its product is out of stock), `order_already_paid`.
 * `DELETE /cart/{token}/discount` takes the code off (nothing to take off is fine).
 */
export const CartDiscountRequestSchema = v.object({
  code: TypedCodeSchema,
  product_id: v.optional(RowIdSchema),
});
export type CartDiscountRequest = v.InferOutput<typeof CartDiscountRequestSchema>;

/**
 * `POST /cart/{token}/asm`: applies an ASM code (one free product from 60 € of goods, once,
 * never with an advantage code). Errors: 400 `asm_code_invalid` (unknown or used), 409
 * `codes_not_combinable`, `conditions_not_met` (goods under 60 €), `order_already_paid`.
 * `DELETE /cart/{token}/asm` takes it off with its product.
 */
export const CartAsmRequestSchema = v.object({ code: TypedCodeSchema });
export type CartAsmRequest = v.InferOutput<typeof CartAsmRequestSchema>;

/**
 * `POST /cart/{token}/asm/product`: the gift the ASM code offers, one of the
 * `discounted_products` offered while it waits. Errors: 409 `conditions_not_met` (no ASM
 * code on the cart), 409 `product_unavailable` (not a gift, or none left), 404
 * `product_not_found`.
 */
export const CartAsmProductRequestSchema = v.object({ product_id: RowIdSchema });
export type CartAsmProductRequest = v.InferOutput<typeof CartAsmProductRequestSchema>;

/** Euros by carrier code; a carrier missing does not serve the cart. */
export const CarrierCostsSchema = v.object({
  parcel: v.optional(EurosSchema),
  relay: v.optional(EurosSchema),
  express: v.optional(EurosSchema),
});
export type CarrierCosts = v.InferOutput<typeof CarrierCostsSchema>;

/**
 * `GET /cart/{token}/calculate-shipping`: every carrier's cost for the cart after the
 * shipping rules (free from 49 €; parcel delivery free for a customer's first order). The
 * `discount` says when the first-order rule made a delivery free; its `code` is the shop's
 * first-order code when one is on offer. Errors: 404 `cart_not_found`.
 */
export const CartShippingSchema = v.object({
  costs: CarrierCostsSchema,
  shipping_estimate: v.nullable(EurosSchema),
  discount: v.nullable(v.object({ description: v.string(), code: v.nullable(v.string()) })),
});
export type CartShipping = v.InferOutput<typeof CartShippingSchema>;
export const CartShippingReplySchema = dataEnvelopeSchema(CartShippingSchema);

/** `GET /cart/{token}/cross-sell`: products of the cart's needs and brands it does not hold. */
export const CrossSellQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 4),
});
export type CrossSellQuery = v.InferOutput<typeof CrossSellQuerySchema>;
export const CrossSellReplySchema = dataEnvelopeSchema(listSchema(ProductSchema));

/**
 * `GET /discount/check-premiere` (token): whether the first-order discount is still open to
 * the caller (no order yet, cancelled ones aside), and the code the banner shows.
 */
export const PremiereCheckSchema = v.object({
  is_available: v.boolean(),
  code: v.nullable(v.string()),
});
export type PremiereCheck = v.InferOutput<typeof PremiereCheckSchema>;
export const PremiereCheckReplySchema = dataEnvelopeSchema(PremiereCheckSchema);

/**
 * `POST /cart/{token}/validate` (token): the order draft (SPEC.md §3). Fields are loose on
 * purpose: what is missing is libs/domain's `checkoutReadiness` to say (400
 * `invalid_input`, one message key per field: `carrier_required`, `relay_point_required`,
 * `checkout_mobile_required`, `delivery_address_required`, `billing_address_required`,
 * `payment_method_required`, `sales_conditions_required`). `payment_method` is a code of
 * the payment methods list (`GET /payment`) of a card or cheque kind.
 */
export const CartValidateRequestSchema = v.object({
  carrier: v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(50)))),
  shipping_address_id: v.optional(v.nullable(RowIdSchema)),
  billing_address_id: v.optional(v.nullable(RowIdSchema)),
  /** Required with the relay carrier, ignored otherwise. */
  relay_point_id: v.optional(v.nullable(RowIdSchema)),
  payment_method: v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(50)))),
  /** A French mobile: carriers text the delivery. */
  phone: v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(30)))),
  /** Ticked: the customer subscribes to the product newsletter (never unsubscribes here). */
  product_newsletter_optin: v.optional(v.boolean(), false),
  accept_terms: v.optional(v.boolean(), false),
});
export type CartValidateRequest = v.InferOutput<typeof CartValidateRequestSchema>;

/**
 * The order made from the cart, once: validating the same cart again answers the same order
 * (rebuilt from the cart while it still waits for its payment, as it is once paid). Errors:
 * 400 `cart_empty`, 400 `invalid_input`, 404 `cart_not_found`, `address_not_found`,
 * `relay_point_not_found`, 409 `cart_updated` (the shop changed the cart: check it again),
 * 409 `asm_code_invalid` (the ASM code was spent meanwhile).
 */
export const CartValidationSchema = v.object({
  order_id: IdSchema,
  number: NonEmptyStringSchema,
  status: v.picklist(ORDER_HISTORY_STATUSES),
  shown_status: v.picklist(ORDER_STATUSES),
  total_with_taxes: EurosSchema,
  payment_method: NonEmptyStringSchema,
});
export type CartValidation = v.InferOutput<typeof CartValidationSchema>;
export const CartValidationReplySchema = dataEnvelopeSchema(CartValidationSchema);
