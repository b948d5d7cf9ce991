import * as v from 'valibot';

/**
 * `/fr/commande/paiement?token=…`: the payment provider's token, when the sandbox page
 * sends the customer back. A token of digits only comes out of the URL as a number.
 */
export const PaymentSearchSchema = v.object({
  token: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.regex(/^[A-Za-z0-9_-]{16,128}$/),
      ),
    ),
    undefined,
  ),
});
export type PaymentSearch = v.InferOutput<typeof PaymentSearchSchema>;
