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

export const CartTokenParamsSchema = v.object({
  token: v.pipe(
    CartTokenSchema,
    v.description('The cart token (`data.token` of `POST /cart/update`).'),
  ),
});
export type CartTokenParams = v.InferOutput<typeof CartTokenParamsSchema>;

/**
 * A product line of `elements` (libs/domain `CartElement`). The quantity's rule is
 * libs/domain's `checkCartChange` (400 `quantity_required` when it refuses it).
 */
export const CartElementSchema = v.object({
  element_id: v.pipe(RowIdSchema, v.description('A product id (`GET /product`).')),
  element_type: v.pipe(v.literal('product'), v.description('Always `product`.')),
  quantity: v.pipe(
    v.number(),
    v.description('The quantity to set, or to add with `mode: add`; 0 removes the line (`set`).'),
  ),
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

export const CartUpdateRequestSchema = v.object({
  // The list first: with type coercion a one-element list would otherwise be tried as text.
  elements: v.pipe(
    v.union([CartElementListSchema, v.pipe(TextSchema, v.maxLength(20_000))]),
    v.description('The lines to change: the list, or its JSON text.'),
  ),
  cart_token: v.pipe(
    v.optional(v.nullable(CartTokenSchema)),
    v.description('The cart to change; null or absent makes a new cart.'),
  ),
  shop_id: v.pipe(
    v.optional(RowIdSchema),
    v.description("The shop of a new cart (default: the query's)."),
  ),
  mode: v.pipe(
    v.optional(v.picklist(CART_UPDATE_MODES), 'set'),
    v.description(
      '`set` gives each listed product its quantity; `add` adds to what the cart holds.',
    ),
  ),
});
export type CartUpdateRequest = v.InferOutput<typeof CartUpdateRequestSchema>;

export const CartRemoveRequestSchema = v.object({
  cart_token: v.pipe(CartTokenSchema, v.description('The cart to change.')),
  element_id: v.pipe(v.optional(RowIdSchema), v.description('A product to remove.')),
  element_ids: v.pipe(
    v.optional(v.pipe(v.array(RowIdSchema), v.maxLength(CART_ELEMENTS_MAX))),
    v.description('Products to remove.'),
  ),
});
export type CartRemoveRequest = v.InferOutput<typeof CartRemoveRequestSchema>;

/**
 * A line of the cart (SPEC.md §3 displayed cart items). `public_price` is the product's
 * price outside any volume tier, `unit_price` the one its quantity earns, `price_with_tax`
 * what each unit costs in this cart (0 for an offered line) and `total` the line's price.
 */
export const CartLineSchema = v.object({
  id: v.pipe(IdSchema, v.description('The product id.')),
  name: v.pipe(v.string(), v.description('The product name.')),
  slug: v.pipe(v.string(), v.description("The product's slug (its page: `/fr/produit/{slug}`).")),
  small_image: v.pipe(ImageSchema, v.description('The packshot, small.')),
  quantity: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.description('Units in the cart.'),
  ),
  available_quantity: v.pipe(CountSchema, v.description('The stock: the most this line may hold.')),
  unit_price: v.pipe(
    EurosSchema,
    v.description('The unit price the quantity earns (volume tiers), in euros with taxes.'),
  ),
  public_price: v.pipe(
    EurosSchema,
    v.description('The unit price outside any volume tier, in euros with taxes.'),
  ),
  suggested_price: v.pipe(
    v.nullable(EurosSchema),
    v.description('The recommended retail price, if the product has one.'),
  ),
  volume_prices: v.pipe(
    v.array(VolumePriceSchema),
    v.description('The volume tiers: from which quantity which unit price.'),
  ),
  offered: v.pipe(
    v.boolean(),
    v.description('A gift of a code (free product, ASM product): costs nothing.'),
  ),
  price_with_tax: v.pipe(
    EurosSchema,
    v.description('What each unit costs in this cart (0 for an offered line).'),
  ),
  total: v.pipe(EurosSchema, v.description("The line's price, in euros with taxes.")),
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
  list: v.pipe(
    v.array(CartLineSchema),
    v.description('Paid lines first, in the order they were added, then the offered ones.'),
  ),
  goods_amount: v.pipe(EurosSchema, v.description('Paid lines with taxes, before any discount.')),
  amount: v.pipe(EurosSchema, v.description('Without taxes, after discounts.')),
  taxes: v.pipe(EurosSchema, v.description('The VAT of the goods after discounts.')),
  amount_with_taxes: v.pipe(
    EurosSchema,
    v.description('With taxes, after discounts, shipping excluded: `amount + taxes`.'),
  ),
  discounted_amount: v.pipe(
    EurosSchema,
    v.description('What the discounts take off (not what is left after them).'),
  ),
  discount_code: v.pipe(
    v.nullable(v.string()),
    v.description('The advantage code on the cart (one at most).'),
  ),
  asm_code: v.pipe(v.nullable(v.string()), v.description('The ASM code on the cart, if any.')),
  asm_product_id: v.pipe(
    v.nullable(IdSchema),
    v.description(
      'The product the ASM code offers, once chosen (`POST /cart/{token}/asm/product`).',
    ),
  ),
  discounted_products: v.pipe(
    v.array(IdSchema),
    v.description("Products the cart's codes offer or discount."),
  ),
  discounts: v.array(CartDiscountSchema),
  shipping_estimate: v.pipe(
    v.nullable(EurosSchema),
    v.description(
      'The cheapest carrier for this cart after the shipping rules; null if none serves.',
    ),
  ),
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
  notice: v.pipe(
    v.nullable(v.picklist(CART_NOTICES)),
    v.description('What the shop changed by itself since the cart was last seen, if anything.'),
  ),
  removed_products: v.pipe(
    v.array(v.object({ id: IdSchema, name: v.nullable(v.string()) })),
    v.description('Products it took out (no longer sold).'),
  ),
  adjusted_products: v.pipe(
    v.array(
      v.object({ id: IdSchema, name: v.string(), quantity: v.pipe(v.number(), v.integer()) }),
    ),
    v.description('Lines whose quantity it lowered to the stock.'),
  ),
  removed_codes: v.pipe(v.array(v.string()), v.description('Codes it took off (no longer valid).')),
};

/** The reply of `POST /cart/update` and `POST /cart/remove`. */
export const CartUpdateSchema = v.object({
  token: v.pipe(
    CartTokenSchema,
    v.description('The cart token: keep it to read, change and validate the cart.'),
  ),
  cart: v.pipe(CartSchema, v.description('The cart with its lines and totals.')),
  already_paid_order_id: v.pipe(
    v.nullable(IdSchema),
    v.description('The cart was already paid as this order: it was left as it was.'),
  ),
  ...CartChangesEntries,
});
export type CartUpdate = v.InferOutput<typeof CartUpdateSchema>;
export const CartUpdateReplySchema = dataEnvelopeSchema(CartUpdateSchema);

export const CartQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  check_already_paid: v.pipe(
    v.optional(v.picklist(['0', '1', 'false', 'true'])),
    v.description('1 or true: a paid cart names its order (`already_paid_order_id`).'),
  ),
});
export type CartQuery = v.InferOutput<typeof CartQuerySchema>;

/**
 * The products of `cart.discounted_products` in full and, while an ASM code waits for its
 * product, the gifts it may offer.
 */
const DiscountedProductsEntry = { discounted_products: v.array(ProductSchema) };

/** `GET /cart/{token}`. Errors: 404 `cart_not_found`. */
export const CartDetailSchema = v.object({
  token: v.pipe(CartTokenSchema, v.description('The cart token.')),
  cart: v.pipe(CartSchema, v.description('The cart with its lines and totals.')),
  ...DiscountedProductsEntry,
  already_paid_order_id: v.pipe(
    v.nullable(IdSchema),
    v.description('With `check_already_paid`, the order that already paid this cart.'),
  ),
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
  code: v.pipe(
    TypedCodeSchema,
    v.description('The advantage code as typed (spaces and case do not matter).'),
  ),
  product_id: v.pipe(
    v.optional(RowIdSchema),
    v.description('From a product page: the product the code must be for.'),
  ),
});
export type CartDiscountRequest = v.InferOutput<typeof CartDiscountRequestSchema>;

/**
 * `POST /cart/{token}/asm`: applies an ASM code (one free product from 60 € of goods, once,
 * never with an advantage code). Errors: 400 `asm_code_invalid` (unknown or used), 409
 * `codes_not_combinable`, `conditions_not_met` (goods under 60 €), `order_already_paid`.
 * `DELETE /cart/{token}/asm` takes it off with its product.
 */
export const CartAsmRequestSchema = v.object({
  code: v.pipe(TypedCodeSchema, v.description('The ASM code as typed.')),
});
export type CartAsmRequest = v.InferOutput<typeof CartAsmRequestSchema>;

/**
 * `POST /cart/{token}/asm/product`: the gift the ASM code offers, one of the
 * `discounted_products` offered while it waits. Errors: 409 `conditions_not_met` (no ASM
 * code on the cart), 409 `product_unavailable` (not a gift, or none left), 404
 * `product_not_found`.
 */
export const CartAsmProductRequestSchema = v.object({
  product_id: v.pipe(
    RowIdSchema,
    v.description('The gift chosen among the `discounted_products` the ASM code offers.'),
  ),
});
export type CartAsmProductRequest = v.InferOutput<typeof CartAsmProductRequestSchema>;

/** Euros by carrier code; a carrier missing does not serve the cart. */
export const CarrierCostsSchema = v.object({
  parcel: v.pipe(
    v.optional(EurosSchema),
    v.description('Home delivery by parcel, in euros with taxes.'),
  ),
  relay: v.pipe(v.optional(EurosSchema), v.description('Delivery to a relay point.')),
  express: v.pipe(v.optional(EurosSchema), v.description('Express home delivery.')),
});
export type CarrierCosts = v.InferOutput<typeof CarrierCostsSchema>;

export const CartShippingSchema = v.object({
  costs: v.pipe(
    CarrierCostsSchema,
    v.description("Each carrier's cost; a carrier missing does not serve the cart."),
  ),
  shipping_estimate: v.pipe(
    v.nullable(EurosSchema),
    v.description(
      'The cheapest carrier for this cart after the shipping rules; null if none serves.',
    ),
  ),
  discount: v.pipe(
    v.nullable(v.object({ description: v.string(), code: v.nullable(v.string()) })),
    v.description('Why a delivery is free, when the first-order rule made it so.'),
  ),
});
export type CartShipping = v.InferOutput<typeof CartShippingSchema>;
export const CartShippingReplySchema = dataEnvelopeSchema(CartShippingSchema);

export const CrossSellQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  per_page: v.pipe(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)), 4),
    v.description('How many products to suggest, 4 by default.'),
  ),
});
export type CrossSellQuery = v.InferOutput<typeof CrossSellQuerySchema>;
export const CrossSellReplySchema = dataEnvelopeSchema(listSchema(ProductSchema));

export const PremiereCheckSchema = v.object({
  is_available: v.boolean(),
  code: v.nullable(v.string()),
});
export type PremiereCheck = v.InferOutput<typeof PremiereCheckSchema>;
export const PremiereCheckReplySchema = dataEnvelopeSchema(PremiereCheckSchema);

export const CartValidateRequestSchema = v.object({
  carrier: v.pipe(
    v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(50)))),
    v.description('A carrier code of `GET /carrier` (`parcel`, `relay`…).'),
  ),
  shipping_address_id: v.pipe(
    v.optional(v.nullable(RowIdSchema)),
    v.description('The delivery address, one of `GET /address`.'),
  ),
  billing_address_id: v.pipe(
    v.optional(v.nullable(RowIdSchema)),
    v.description('The billing address, one of `GET /address`.'),
  ),
  relay_point_id: v.pipe(
    v.optional(v.nullable(RowIdSchema)),
    v.description('The relay point (`GET /relay`), required with the relay carrier.'),
  ),
  payment_method: v.pipe(
    v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(50)))),
    v.description('A payment method code of `GET /payment` (`cheque`, `cb`…).'),
  ),
  phone: v.pipe(
    v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(30)))),
    v.description(
      "A French mobile the carrier texts (else the customer's own is used; one is needed).",
    ),
  ),
  product_newsletter_optin: v.pipe(
    v.optional(v.boolean(), false),
    v.description('Subscribe the customer to the product newsletter.'),
  ),
  accept_terms: v.pipe(
    v.optional(v.boolean(), false),
    v.description('The customer accepts the sales conditions (must be true).'),
  ),
});
export type CartValidateRequest = v.InferOutput<typeof CartValidateRequestSchema>;

export const CartValidationSchema = v.object({
  order_id: v.pipe(
    IdSchema,
    v.description('The order made from the cart (the same one on a second call).'),
  ),
  number: v.pipe(NonEmptyStringSchema, v.description('The order number shown to the customer.')),
  status: v.picklist(ORDER_HISTORY_STATUSES),
  shown_status: v.picklist(ORDER_STATUSES),
  total_with_taxes: v.pipe(EurosSchema, v.description('What the customer pays, in euros.')),
  payment_method: v.pipe(NonEmptyStringSchema, v.description('The payment method code chosen.')),
});
export type CartValidation = v.InferOutput<typeof CartValidationSchema>;
export const CartValidationReplySchema = dataEnvelopeSchema(CartValidationSchema);
