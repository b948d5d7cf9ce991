import * as v from 'valibot';

/** `/fr/commande/confirmation?order=12`: the order to confirm, read again on a reload. */
export const ConfirmationSearchSchema = v.object({
  order: v.fallback(
    v.optional(
      v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)),
    ),
    undefined,
  ),
});
export type ConfirmationSearch = v.InferOutput<typeof ConfirmationSearchSchema>;

/**
 * `/fr/commande/erreur?reason=preparation`: which step failed (SPEC.md §8 Payment): the
 * payment's preparation (the order is to be started again) or the order's final
 * validation (customer service can tell what became of it).
 */
export const CHECKOUT_ERROR_REASONS = ['preparation', 'validation'] as const;
export const CheckoutErrorSearchSchema = v.object({
  reason: v.fallback(v.optional(v.picklist(CHECKOUT_ERROR_REASONS)), undefined),
});
export type CheckoutErrorSearch = v.InferOutput<typeof CheckoutErrorSearchSchema>;
