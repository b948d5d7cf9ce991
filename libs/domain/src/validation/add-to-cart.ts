import * as v from 'valibot';
import { formObject, wholeNumber } from './fields';
import { messageKey } from './message-keys';

/**
 * The quantity of an add-to-cart (SPEC.md §5): a whole number of at least 1, typed or
 * chosen (`quantity_required` otherwise). Whether that many are in stock is the cart's
 * answer, not the form's.
 */
export const QuantitySchema = v.pipe(
  wholeNumber(messageKey('quantity_required')),
  v.minValue(1, messageKey('quantity_required')),
);

export const AddToCartSchema = formObject({ quantity: QuantitySchema });
export type AddToCart = v.InferOutput<typeof AddToCartSchema>;

/** Whether a quantity can be added as it is. */
export function isValidQuantity(quantity: unknown): boolean {
  return v.is(QuantitySchema, quantity);
}

/** The need selector (SPEC.md §5): a need, by its id, must be chosen (`need_required`). */
export const NeedSelectionSchema = formObject({
  need: v.pipe(
    wholeNumber(messageKey('need_required')),
    v.minValue(1, messageKey('need_required')),
  ),
});
export type NeedSelection = v.InferOutput<typeof NeedSelectionSchema>;
