import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import * as v from 'valibot';
import { CustomerSchema, UserSchema } from '@shop/api-client';
import { drawnOnServerAs } from './browser-atom-hooks';
import { webStorage } from './web-storage';

/**
 * The client state that outlives a page (SPEC.md §4, STYLE.md rule 5): the auth profile,
 * the cart, the order draft and recent searches, in localStorage. What is read back is
 * parsed with its schema: a value from an older build or edited by hand is dropped, not
 * trusted. No token is ever stored here: it lives in the HttpOnly cookie.
 */
function persisted<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
  initial: v.InferOutput<TSchema>,
) {
  type Value = v.InferOutput<TSchema>;
  const json = createJSONStorage<unknown>(() => webStorage('localStorage'));
  const storage = {
    ...json,
    getItem: (name: string, fallback: Value): Value => {
      const stored = json.getItem(name, fallback);
      return v.is(schema, stored) ? stored : fallback;
    },
  };
  // Read at once: components read it through useBrowserAtom (browser-atom-hooks.ts), which
  // hands them the initial value while a server-rendered page hydrates.
  return drawnOnServerAs(
    atomWithStorage<Value>(key, initial, storage, { getOnInit: true }),
    initial,
  );
}

/** Who is logged in, as the login reply or `customer/logged` gave it. */
export const AuthProfileSchema = v.object({ user: UserSchema, customer: CustomerSchema });
export type AuthProfile = v.InferOutput<typeof AuthProfileSchema>;
export const authProfileAtom = persisted('shop.auth', v.nullable(AuthProfileSchema), null);

/** The cart as the shell needs it; the cart pages keep the rest in the Query cache. */
export const CartMemorySchema = v.object({
  token: v.nullable(v.string()),
  /** When the token was set (ms epoch): it is reused for 3 days (SPEC.md §4 Cart). */
  tokenSetAt: v.nullable(v.number()),
  articleCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The first-order discount flag (10 %) of SPEC.md §4 Cart. */
  firstOrderDiscount: v.boolean(),
});
export type CartMemory = v.InferOutput<typeof CartMemorySchema>;
export const EMPTY_CART: CartMemory = {
  token: null,
  tokenSetAt: null,
  articleCount: 0,
  firstOrderDiscount: false,
};
export const cartAtom = persisted('shop.cart', CartMemorySchema, EMPTY_CART);

/**
 * What the checkout has chosen so far, by its pages (SPEC.md §3 Order draft), for the cart
 * of `cartToken`: a draft of another cart is stale. It fits libs/domain's `CheckoutDraft`,
 * which says what is still missing before paying. No order under way: null.
 */
export const OrderDraftSchema = v.object({
  cartToken: v.string(),
  /** The order validated from the cart, once the payment page has made it. */
  orderId: v.nullable(v.number()),
  /** A carrier code (parcel, relay, express). */
  selectedCarrier: v.nullable(v.string()),
  /** Address ids of the customer's addresses. */
  selectedShippingAddress: v.nullable(v.number()),
  selectedBillingAddress: v.nullable(v.number()),
  /** The relay point chosen for the relay carrier, as the summary names it. */
  selectedRelay: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** A payment method code of `GET /payment`. */
  paymentBy: v.nullable(v.string()),
  /** The mobile carriers text about the delivery. */
  phone: v.string(),
  productNewsletterOptin: v.boolean(),
  salesConditionsAccepted: v.boolean(),
});
export type OrderDraft = v.InferOutput<typeof OrderDraftSchema>;
export const orderDraftAtom = persisted('shop.order-draft', v.nullable(OrderDraftSchema), null);

/** A draft for the cart of `cartToken` with nothing chosen yet. */
export function emptyOrderDraft(cartToken: string): OrderDraft {
  return {
    cartToken,
    orderId: null,
    selectedCarrier: null,
    selectedShippingAddress: null,
    selectedBillingAddress: null,
    selectedRelay: null,
    paymentBy: null,
    phone: '',
    productNewsletterOptin: false,
    salesConditionsAccepted: false,
  };
}

/**
 * The checkout step reached, 0 when no order is under way (the settings state's order
 * step): 1 cart, 2 delivery, 3 summary, 4 payment.
 */
export const orderStepAtom = persisted(
  'shop.order-step',
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  0,
);

/** The last texts searched, newest first. */
export const RECENT_SEARCHES_MAX = 5;
export const recentSearchesAtom = persisted(
  'shop.searches',
  v.pipe(v.array(v.string()), v.maxLength(RECENT_SEARCHES_MAX)),
  [],
);

/** Whether the auth profile says someone is logged in (the cookie is the guard's source). */
export const isLoggedInAtom = drawnOnServerAs(
  atom((get) => get(authProfileAtom) !== null),
  false,
);
