import * as v from 'valibot';

/**
 * `/fr/connexion?redirect=/fr/mon-compte/commandes`: where to go after login. Any string is
 * kept here, bounded; whether it is followed is the safe-target rule's call, at login.
 */
export const LoginSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
});
export type LoginSearch = v.InferOutput<typeof LoginSearchSchema>;
