/**
 * The forms calls of SPEC.md §7 (generic resources `contact`, `withdrawal`, `newsletter`),
 * whose payloads the spec does not show: these schemas are our decision, with the field
 * names of the libs/domain form rules (ContactSchema, createWithdrawalSchema,
 * NewsletterFormSchema). The contract checks the shape; the shop API then applies those
 * rules, so an empty or malformed field answers `invalid_input` with the rule's message key
 * (`required_profile`, `email_invalid`, …) in `fields`.
 *
 * Every form carries the invisible bot-protection token (SPEC.md §5). It is optional in the
 * shape on purpose: a missing token is the anti-spam error (`captcha_failed`), as a refused
 * one is, not a malformed request.
 */
import * as v from 'valibot';
import { CaptchaTokenSchema, IdSchema, MultilineTextSchema, TextSchema } from './common';
import { dataEnvelopeSchema } from './envelope';

const OptionalTextSchema = v.optional(v.nullable(TextSchema));
/**
 * Who writes, on the contact form. The spec names the field, not its choices: these are
 * ours, and the shop API routes a request by them, so no other value is accepted.
 */
export const CONTACT_PROFILES = [
  'private',
  'health_professional',
  'pharmacist',
  'press',
  'other',
] as const;
export type ContactProfile = (typeof CONTACT_PROFILES)[number];

/** What the message is about, on the contact form (our choices too). */
export const CONTACT_SUBJECTS = [
  'order',
  'product_advice',
  'account',
  'partnership',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** A choice of a form's select: its code, sent back as the value, and its French label. */
export const FormChoiceSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  label: v.pipe(v.string(), v.nonEmpty()),
});
export type FormChoice = v.InferOutput<typeof FormChoiceSchema>;

export const ContactChoicesSchema = v.object({
  profiles: v.array(FormChoiceSchema),
  subjects: v.array(FormChoiceSchema),
});
export type ContactChoices = v.InferOutput<typeof ContactChoicesSchema>;
export const ContactChoicesReplySchema = dataEnvelopeSchema(ContactChoicesSchema);

/**
 * `POST /contact` (SPEC.md §3 Contact request): profile, subject and message, with the
 * names and e-mail to answer to; function and a postal address are optional. With a token,
 * the request is linked to the customer.
 */
export const ContactBodySchema = v.object({
  profile: v.pipe(
    v.picklist(CONTACT_PROFILES),
    v.description('Who writes: a consumer, a health professional…'),
  ),
  subject: v.pipe(v.picklist(CONTACT_SUBJECTS), v.description('What about.')),
  message: v.pipe(MultilineTextSchema, v.description('The message (line breaks kept).')),
  firstname: v.pipe(TextSchema, v.description('First name.')),
  lastname: v.pipe(TextSchema, v.description('Last name.')),
  email: v.pipe(TextSchema, v.description('Where to answer.')),
  function: v.pipe(OptionalTextSchema, v.description("A professional's function.")),
  address_line_1: v.pipe(OptionalTextSchema, v.description('Postal address (number and street).')),
  zipcode: v.pipe(OptionalTextSchema, v.description('Postcode.')),
  city: v.pipe(OptionalTextSchema, v.description('Commune.')),
  captcha_token: CaptchaTokenSchema,
});
export type ContactBody = v.InferInput<typeof ContactBodySchema>;

/** What `POST /contact` and `POST /withdrawal` answer (201): the stored request's id. */
export const FormReceiptSchema = v.object({ id: IdSchema });
export type FormReceipt = v.InferOutput<typeof FormReceiptSchema>;
export const FormReceiptReplySchema = dataEnvelopeSchema(FormReceiptSchema);

/**
 * `POST /withdrawal` (SPEC.md §3 Withdrawal request, §9 14-day right): order number, order
 * date and content required; dates are `YYYY-MM-DD`; the delivery date is optional (one may
 * withdraw before receiving). The address is one free text, as the domain's withdrawal form
 * holds it. Civility, names and e-mail say who withdraws and where the acknowledgement goes.
 */
export const WithdrawalBodySchema = v.object({
  order_number: v.pipe(TextSchema, v.description('The number of the order to withdraw from.')),
  order_date: v.pipe(TextSchema, v.description("The order's date, as the customer gives it.")),
  delivery_date: v.pipe(
    OptionalTextSchema,
    v.description("The delivery's date, as the customer gives it."),
  ),
  content: v.pipe(MultilineTextSchema, v.description('The products sent back.')),
  address: v.pipe(
    v.optional(v.nullable(MultilineTextSchema)),
    v.description("The customer's postal address."),
  ),
  civility: v.pipe(TextSchema, v.description('Civility.')),
  firstname: v.pipe(TextSchema, v.description('First name.')),
  lastname: v.pipe(TextSchema, v.description('Last name.')),
  email: v.pipe(TextSchema, v.description('Where to send the acknowledgement.')),
  captcha_token: CaptchaTokenSchema,
});
export type WithdrawalBody = v.InferInput<typeof WithdrawalBodySchema>;

/**
 * `details` of the 409 `withdrawal_period_over` of `POST /withdrawal`: a logged-in
 * customer's own order, delivered (by the shop's records) longer ago than the period
 * allows (libs/domain checkWithdrawalPeriod). `deadline` is its last day, `YYYY-MM-DD`.
 */
export const WithdrawalPeriodOverSchema = v.object({
  deadline: v.pipe(v.string(), v.isoDate()),
});
export type WithdrawalPeriodOver = v.InferOutput<typeof WithdrawalPeriodOverSchema>;

/** The newsletters as the form's checkboxes hold them (the domain's NEWSLETTERS). */
export const NewslettersSchema = v.object({
  health: v.boolean(),
  product: v.boolean(),
  diet: v.boolean(),
});
export type Newsletters = v.InferOutput<typeof NewslettersSchema>;

export const NewsletterBodySchema = v.object({
  email: v.pipe(TextSchema, v.description('The address to subscribe.')),
  newsletters: v.pipe(
    v.optional(
      v.object({
        health: v.pipe(v.optional(v.boolean()), v.description('The health newsletter.')),
        product: v.pipe(v.optional(v.boolean()), v.description('The product newsletter.')),
        diet: v.pipe(v.optional(v.boolean()), v.description('The diet newsletter.')),
      }),
    ),
    v.description('Which newsletters to subscribe to: health, product, diet.'),
  ),
  captcha_token: CaptchaTokenSchema,
});
export type NewsletterBody = v.InferInput<typeof NewsletterBodySchema>;

export const NewsletterUnsubscribeBodySchema = v.object({
  email: v.pipe(TextSchema, v.description('The address to unsubscribe from every newsletter.')),
  captcha_token: CaptchaTokenSchema,
});
export type NewsletterUnsubscribeBody = v.InferInput<typeof NewsletterUnsubscribeBodySchema>;

/**
 * What both newsletter calls answer (200): the e-mail as stored (trimmed, lowercased) and
 * its newsletters now. The same whether the address was known before or not, so the reply
 * tells nobody who is subscribed.
 */
export const NewsletterSubscriptionSchema = v.object({
  email: TextSchema,
  newsletters: NewslettersSchema,
});
export type NewsletterSubscription = v.InferOutput<typeof NewsletterSubscriptionSchema>;
export const NewsletterSubscriptionReplySchema = dataEnvelopeSchema(NewsletterSubscriptionSchema);
