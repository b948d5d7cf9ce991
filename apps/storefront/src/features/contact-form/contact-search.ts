import * as v from 'valibot';

/**
 * `/fr/contact?sujet=…`: a subject to preselect. The customer-service block links here with
 * `sujet=rappel` (a call-back); anything else is a contract subject code or ignored.
 */
export const ContactSearchSchema = v.object({
  sujet: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(50))), undefined),
});
export type ContactSearch = v.InferOutput<typeof ContactSearchSchema>;
