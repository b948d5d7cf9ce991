import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import * as v from 'valibot';
import { CustomerSchema, UserSchema } from '@shop/api-client';

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
  const json = createJSONStorage<unknown>(() => localStorage);
  const storage = {
    ...json,
    getItem: (name: string, fallback: Value): Value => {
      const stored = json.getItem(name, fallback);
      return v.is(schema, stored) ? stored : fallback;
    },
  };
  return atomWithStorage<Value>(key, initial, storage, { getOnInit: true });
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

/** What the checkout has chosen so far (carrier, relay point, addresses), by its pages. */
export const OrderDraftSchema = v.nullable(v.record(v.string(), v.unknown()));
export const orderDraftAtom = persisted('shop.order-draft', OrderDraftSchema, null);

/** The checkout step reached, 0 when no order is under way (the settings state's order step). */
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
export const isLoggedInAtom = atom((get) => get(authProfileAtom) !== null);
