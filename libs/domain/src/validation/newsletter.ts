import * as v from 'valibot';
import { formObject } from './fields';
import { EmailSchema } from './email';
import { messageKey } from './message-keys';

/** The newsletters one can subscribe to (SPEC.md §3 opt-ins). */
export const NEWSLETTERS = ['health', 'product', 'diet'] as const;
export type Newsletter = (typeof NEWSLETTERS)[number];

const unticked = v.optional(v.boolean(messageKey('invalid_value')), false);

/** Ticked newsletters; at least one (`newsletter_required`, on `newsletters`). */
export const NewsletterChoiceSchema = v.pipe(
  formObject(
    { health: unticked, product: unticked, diet: unticked },
    messageKey('newsletter_required'),
  ),
  v.check(
    (choice) => NEWSLETTERS.some((newsletter) => choice[newsletter]),
    messageKey('newsletter_required'),
  ),
);

/** The newsletter form (SPEC.md §2 /fr/newsletter): an e-mail and at least one newsletter. */
export const NewsletterFormSchema = formObject({
  email: EmailSchema,
  // No choice sent reads as none ticked.
  newsletters: v.optional(NewsletterChoiceSchema, {}),
});
export type NewsletterForm = v.InferOutput<typeof NewsletterFormSchema>;
