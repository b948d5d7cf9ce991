import * as v from 'valibot';
import { IdSchema, TextSchema } from './common';

/**
 * The customer and the address as every call answers them (SPEC.md §3 Customer/user,
 * Address), with the spec's field names. Shared by the identity, customer, address and
 * order calls.
 */

export const AddressSchema = v.object({
  id: IdSchema,
  label: v.string(),
  civility: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  address_line_1: v.string(),
  address_line_2: v.nullable(v.string()),
  address_line_3: v.nullable(v.string()),
  zipcode: v.string(),
  city: v.string(),
  country: v.pipe(v.string(), v.description('ISO code; always FR (SPEC.md §9).')),
  phone: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  delivery_information: v.nullable(v.string()),
  is_invoice_default: v.boolean(),
  is_delivery_default: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** The birthday as the form's three selects hold it. */
export const BirthdaySchema = v.object({
  day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)),
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(9999)),
});
export type Birthday = v.InferOutput<typeof BirthdaySchema>;

/** The opt-ins of SPEC.md §3, by newsletter. */
export const OptinsSchema = v.object({
  health_newsletter: v.boolean(),
  product_newsletter: v.boolean(),
  sms: v.boolean(),
  diet_newsletter: v.boolean(),
  foundation: v.boolean(),
});
export type Optins = v.InferOutput<typeof OptinsSchema>;

export const CustomerSchema = v.object({
  id: IdSchema,
  cegid_id: v.pipe(
    v.string(),
    v.description('The customer code (client number); payloads pair it with `lastname`.'),
  ),
  civility: v.nullable(v.string()),
  firstname: v.string(),
  lastname: v.string(),
  email: v.nullable(v.string()),
  birthday: v.nullable(BirthdaySchema),
  phone: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  origin: v.pipe(v.nullable(v.string()), v.description('A customer-origin code (MED, PHA…).')),
  company_name: v.nullable(v.string()),
  siret: v.nullable(v.string()),
  optins: OptinsSchema,
  first_order: v.pipe(
    v.boolean(),
    v.description('No order yet: the first-order code and free parcel delivery apply.'),
  ),
  addresses: v.array(AddressSchema),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** The web account of a customer. */
export const UserSchema = v.object({
  id: IdSchema,
  email: v.pipe(v.string(), v.description('The login.')),
});
export type User = v.InferOutput<typeof UserSchema>;

/**
 * `PUT /customer` (with-token): the fields to change, under `customer`; a field left out
 * keeps its value. Only the shape is checked here; the rules are libs/domain's (names,
 * civility, birthday, French phone and mobile, origin a known `customer_origins` code, a
 * SIRET of 14 digits), and a failure answers 400 `invalid_input` with the domain's key per field
 * (`fields["customer.mobile"] = "mobile_invalid"`). `phone`, `mobile`, `company_name` and
 * `siret` are cleared with `null` or `""`. Opt-ins are set one by one; none is required
 * here: a customer may leave every newsletter (the `one_is_true` rule binds the sign-up).
 *
 * Changing `email` (the login) needs `current_password` beside `customer` (400
 * `invalid_input` with `current_password_required` without it, 400
 * `current_password_incorrect` when wrong), and answers 409 `email_already_used` when
 * another account or customer holds it. The reply is the customer.
 */
export const CustomerUpdateSchema = v.object({
  customer: v.object({
    civility: v.optional(TextSchema),
    firstname: v.optional(TextSchema),
    lastname: v.optional(TextSchema),
    email: v.optional(TextSchema),
    birthday: v.optional(v.object({ day: v.number(), month: v.number(), year: v.number() })),
    phone: v.optional(v.nullable(TextSchema)),
    mobile: v.optional(v.nullable(TextSchema)),
    origin: v.optional(TextSchema),
    company_name: v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(200)))),
    siret: v.pipe(
      v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(30)))),
      v.description('14 digits, spaces allowed, or empty (libs/domain `OptionalSiretSchema`).'),
    ),
    optins: v.optional(v.partial(OptinsSchema)),
  }),
  current_password: v.optional(TextSchema),
});
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

/** The reply of `PUT /customer`. */
export const CustomerUpdateReplySchema = v.object({ data: CustomerSchema });
