import * as v from 'valibot';

/** `/fr/mot-de-passe-oublie-reinitialisation?token=…`: the token of the e-mailed link. */
export const ResetPasswordSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))), undefined),
});
export type ResetPasswordSearch = v.InferOutput<typeof ResetPasswordSearchSchema>;
