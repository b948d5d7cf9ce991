import * as v from 'valibot';
import type { Cents } from '../money/cents';
import { DISCOUNT_VALUE_UNITS, type DiscountValueUnit } from './promo-codes';
import {
  shippingCostsAfterRules,
  shippingEstimate,
  ShippingCostsSchema,
  type ShippingCosts,
} from './shipping';

const CentsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const NullableTextSchema = v.nullable(v.string());

/** A cart line: `priceWithTax` is the unit price with taxes the line's quantity earns. */
export const CartProductSchema = v.object({
  id: IdSchema,
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  priceWithTax: CentsSchema,
});
export type CartProduct = v.InferOutput<typeof CartProductSchema>;

/** The four discount kinds of the server's cart payload (SPEC.md §3). */
export const DISCOUNT_KINDS = [
  'cart_discount',
  'free_product',
  'product_discount',
  'first_order_promote_10_percent',
] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * One line of the cart's discount list: the kind names the SPA's own wording, `text` is the
 * server's description when it gave one (null for the first-order discount).
 */
export const DiscountLabelSchema = v.object({
  kind: v.picklist(DISCOUNT_KINDS),
  text: NullableTextSchema,
});
export type DiscountLabel = v.InferOutput<typeof DiscountLabelSchema>;

/**
 * The cart as the SPA keeps it (SPEC.md §3 cart state), persisted and parsed back with this
 * schema on rehydration. `cart_token` and `token_validity` are `cartToken` and
 * `tokenSetAt` (ms epoch, see cart-token). The spec's `user_token` is left out: page
 * JavaScript never holds the session token (ARCHITECTURE.md §4).
 */
export const CartStateSchema = v.object({
  products: v.array(CartProductSchema),
  /** Amount without taxes, after discounts. */
  allTotal: CentsSchema,
  /** VAT included in allTotalWithTaxes. */
  totalTaxe: CentsSchema,
  /** Goods with taxes after discounts, shipping excluded. */
  allTotalWithTaxes: CentsSchema,
  shippingCosts: ShippingCostsSchema,
  /** The cheapest carrier after the shipping rules; null until costs are known. */
  shippingEstimate: v.nullable(CentsSchema),
  cartToken: v.nullable(v.pipe(v.string(), v.minLength(1))),
  tokenSetAt: v.nullable(v.pipe(v.number(), v.safeInteger())),
  discountLabels: v.array(DiscountLabelSchema),
  /** Money the discounts take off, with taxes. */
  discountAmount: CentsSchema,
  /** The cart discount's value: a percentage, or cents when the unit is amount. */
  discountValue: v.nullable(v.pipe(v.number(), v.minValue(0))),
  discountValueUnit: v.nullable(v.picklist(DISCOUNT_VALUE_UNITS)),
  /** The advantage code on the cart. */
  discountCode: NullableTextSchema,
  asmCode: NullableTextSchema,
  /** The first-order 10 % discount is on the cart. */
  firstOrder: v.boolean(),
  /**
   * The spec's PRPDiscount: what the cart saves against the suggested public prices, with
   * taxes; 0 when the server reports none.
   */
  prpDiscount: CentsSchema,
  /** Products the cart's codes offer or discount; their details come from the catalogue. */
  discountedProducts: v.array(IdSchema),
  productDiscountsTitle: NullableTextSchema,
  productDiscountsText: NullableTextSchema,
});
export type CartState = v.InferOutput<typeof CartStateSchema>;

type DiscountFields =
  | 'discountLabels'
  | 'discountAmount'
  | 'discountValue'
  | 'discountValueUnit'
  | 'discountCode'
  | 'firstOrder'
  | 'prpDiscount'
  | 'productDiscountsTitle'
  | 'productDiscountsText';

/** No discount at all: what a cart update starts from. */
const NO_DISCOUNT: Readonly<Pick<CartState, DiscountFields>> = {
  discountLabels: [],
  discountAmount: 0,
  discountValue: null,
  discountValueUnit: null,
  discountCode: null,
  firstOrder: false,
  prpDiscount: 0,
  productDiscountsTitle: null,
  productDiscountsText: null,
};

/** A cart with nothing in it and no token: a fresh visitor's, or after a reset. */
export const EMPTY_CART: CartState = {
  ...NO_DISCOUNT,
  products: [],
  allTotal: 0,
  totalTaxe: 0,
  allTotalWithTaxes: 0,
  shippingCosts: {},
  shippingEstimate: null,
  cartToken: null,
  tokenSetAt: null,
  asmCode: null,
  discountedProducts: [],
};

/** A discount of the server's cart payload. */
export type CartPayloadDiscount =
  /** `amount` is a percentage when `unit` is percent, cents when it is amount. */
  | {
      kind: 'cart_discount';
      description: string;
      amount: number;
      unit: DiscountValueUnit;
      code: string;
    }
  | { kind: 'free_product'; description: string }
  | { kind: 'product_discount'; description: string; title: string; text: string }
  | { kind: 'first_order_promote_10_percent' };

/**
 * The server's cart (SPEC.md §3 cart payload) once the api-client has read it: money in
 * cents, names in camelCase. The shop API builds its reply from the same type.
 */
export interface CartPayload {
  /** The spec's `list`. */
  lines: readonly CartProduct[];
  /** Amount without taxes, after discounts. */
  amount: Cents;
  taxes: Cents;
  /** Goods with taxes after discounts; `amount + taxes`. */
  amountWithTaxes: Cents;
  /** Money the discounts take off, with taxes (not the amount left after them). */
  discountedAmount: Cents;
  asmCode: string | null;
  discountedProducts: readonly number[];
  discounts: readonly CartPayloadDiscount[];
  /** Saving against the suggested public prices; absent means 0. */
  prpDiscount?: Cents;
}

/**
 * A cart update from the server (SPEC.md §4 Cart). An empty list resets the whole cart,
 * token included: an emptied cart has nothing to get back, and the next add starts a new
 * server cart with no leftover code on it (our decision). Otherwise discounts are reset,
 * totals set, labels derived (one per kind and text; the first discount of a kind fills the
 * single fields), and the shipping estimate recalculated with the new amount. The token is
 * the reply's business (see cart-reply), not the cart's.
 */
export function applyCartUpdate(state: CartState, payload: CartPayload): CartState {
  if (payload.lines.length === 0) return EMPTY_CART;

  const { discounts } = payload;
  const cartDiscount = firstOf(discounts, 'cart_discount');
  const productDiscount = firstOf(discounts, 'product_discount');
  return withShippingEstimate({
    ...state,
    ...NO_DISCOUNT,
    products: payload.lines.map((line) => ({ ...line })),
    allTotal: payload.amount,
    totalTaxe: payload.taxes,
    allTotalWithTaxes: payload.amountWithTaxes,
    asmCode: payload.asmCode,
    discountedProducts: [...payload.discountedProducts],
    discountLabels: discountLabels(discounts),
    discountAmount: payload.discountedAmount,
    discountValue: cartDiscount?.amount ?? null,
    discountValueUnit: cartDiscount?.unit ?? null,
    discountCode: cartDiscount?.code ?? null,
    firstOrder: firstOf(discounts, 'first_order_promote_10_percent') !== undefined,
    prpDiscount: payload.prpDiscount ?? 0,
    productDiscountsTitle: productDiscount?.title ?? null,
    productDiscountsText: productDiscount?.text ?? null,
  });
}

function firstOf<Kind extends DiscountKind>(
  discounts: readonly CartPayloadDiscount[],
  kind: Kind,
): Extract<CartPayloadDiscount, { kind: Kind }> | undefined {
  return discounts.find(
    (discount): discount is Extract<CartPayloadDiscount, { kind: Kind }> => discount.kind === kind,
  );
}

/** The server's carrier costs for the cart (calculate-shipping), and the estimate they give. */
export function setShippingCosts(state: CartState, costs: ShippingCosts): CartState {
  return withShippingEstimate({ ...state, shippingCosts: { ...costs } });
}

function withShippingEstimate(state: CartState): CartState {
  const costs = shippingCostsAfterRules(state.shippingCosts, {
    amountWithTaxes: state.allTotalWithTaxes,
    firstOrder: state.firstOrder,
  });
  return { ...state, shippingEstimate: shippingEstimate(costs) };
}

/** Labels in the server's order, one per kind and text; an empty description counts as none. */
function discountLabels(discounts: readonly CartPayloadDiscount[]): DiscountLabel[] {
  const labels = new Map<string, DiscountLabel>();
  for (const discount of discounts) {
    const text = ('description' in discount && discount.description) || null;
    labels.set(JSON.stringify([discount.kind, text]), { kind: discount.kind, text });
  }
  return [...labels.values()];
}
