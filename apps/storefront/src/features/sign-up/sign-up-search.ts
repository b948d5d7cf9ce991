import * as v from 'valibot';

/**
 * `/fr/inscription?redirect=/fr/commande/livraison`: where to go once the account exists.
 * Any string is kept here, bounded; whether it is followed is the safe-target rule's call.
 */
export const SignUpSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
});
export type SignUpSearch = v.InferOutput<typeof SignUpSearchSchema>;
