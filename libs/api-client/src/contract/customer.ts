import * as v from 'valibot';
import { IdSchema, TextSchema } from './common';

/**
 * The customer and the address as every call answers them (SPEC.md §3 Customer/user,
 * Address), with the spec's field names. Shared by the identity, customer, address and
 * order calls.
 */

export const AddressSchema = v.object({
  id: v.pipe(
    IdSchema,
    v.description('The address id (`shipping_address_id`, `billing_address_id` of the checkout).'),
  ),
  label: v.pipe(v.string(), v.description("The customer's name for it (Maison, Bureau…).")),
  civility: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  address_line_1: v.pipe(v.string(), v.description('Number and street.')),
  address_line_2: v.nullable(v.string()),
  address_line_3: v.nullable(v.string()),
  zipcode: v.string(),
  city: v.string(),
  country: v.pipe(v.string(), v.description('ISO code; always FR (SPEC.md §9).')),
  phone: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  delivery_information: v.nullable(v.string()),
  is_invoice_default: v.pipe(v.boolean(), v.description('The default billing address.')),
  is_delivery_default: v.pipe(v.boolean(), v.description('The default delivery address.')),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** The birthday as the form's three selects hold it. */
export const BirthdaySchema = v.object({
  day: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)),
    v.description('Day of the month, 1 to 31.'),
  ),
  month: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
    v.description('Month, 1 to 12.'),
  ),
  year: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(9999)),
    v.description('Year, four digits.'),
  ),
});
export type Birthday = v.InferOutput<typeof BirthdaySchema>;

/** The opt-ins of SPEC.md §3, by newsletter. */
export const OptinsSchema = v.object({
  health_newsletter: v.pipe(v.boolean(), v.description('Receives the health newsletter.')),
  product_newsletter: v.pipe(v.boolean(), v.description('Receives the product newsletter.')),
  sms: v.pipe(v.boolean(), v.description('Receives offers by text message.')),
  diet_newsletter: v.pipe(v.boolean(), v.description('Receives the diet newsletter.')),
  foundation: v.pipe(v.boolean(), v.description("Receives the foundation's e-mails.")),
});
export type Optins = v.InferOutput<typeof OptinsSchema>;

export const CustomerSchema = v.object({
  id: v.pipe(IdSchema, v.description('The customer id.')),
  cegid_id: v.pipe(
    v.string(),
    v.description('The customer code (client number); payloads pair it with `lastname`.'),
  ),
  civility: v.nullable(v.string()),
  firstname: v.string(),
  lastname: v.string(),
  email: v.pipe(
    v.nullable(v.string()),
    v.description("The e-mail of the customer file (the login is the user's)."),
  ),
  birthday: v.pipe(v.nullable(BirthdaySchema), v.description('Day, month and year, or null.')),
  phone: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  origin: v.pipe(v.nullable(v.string()), v.description('A customer-origin code (MED, PHA…).')),
  company_name: v.nullable(v.string()),
  siret: v.nullable(v.string()),
  optins: v.pipe(OptinsSchema, v.description('The newsletters and offers the customer receives.')),
  first_order: v.pipe(
    v.boolean(),
    v.description('No order yet: the first-order code and free parcel delivery apply.'),
  ),
  addresses: v.pipe(
    v.array(AddressSchema),
    v.description("The customer's addresses, oldest first."),
  ),
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
  customer: v.pipe(
    v.object({
      civility: v.pipe(
        v.optional(TextSchema),
        v.description('A civility label of `GET /civilities`.'),
      ),
      firstname: v.pipe(v.optional(TextSchema), v.description('First name.')),
      lastname: v.pipe(v.optional(TextSchema), v.description('Last name.')),
      email: v.pipe(
        v.optional(TextSchema),
        v.description('A new e-mail, which is also the login (needs `current_password`).'),
      ),
      birthday: v.pipe(
        v.optional(
          v.object({
            day: v.pipe(v.number(), v.description('Day of the month.')),
            month: v.pipe(v.number(), v.description('Month, 1 to 12.')),
            year: v.pipe(v.number(), v.description('Year, four digits.')),
          }),
        ),
        v.description('Day, month and year.'),
      ),
      phone: v.pipe(
        v.optional(v.nullable(TextSchema)),
        v.description('A French landline, or null to clear it.'),
      ),
      mobile: v.pipe(
        v.optional(v.nullable(TextSchema)),
        v.description('A French mobile, or null to clear it.'),
      ),
      origin: v.pipe(
        v.optional(TextSchema),
        v.description('How the customer heard of the shop: a code of `GET /customer/origins`.'),
      ),
      company_name: v.pipe(
        v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(200)))),
        v.description('The company, for a professional, or null.'),
      ),
      siret: v.pipe(
        v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(30)))),
        v.description('14 digits, spaces allowed, or empty (libs/domain `OptionalSiretSchema`).'),
      ),
      optins: v.pipe(
        v.optional(v.partial(OptinsSchema)),
        v.description('The newsletters and offers to change, each on its own.'),
      ),
    }),
    v.description('The fields to change; those left out stay as they are.'),
  ),
  current_password: v.pipe(
    v.optional(TextSchema),
    v.description('The current password, needed to change the e-mail.'),
  ),
});
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

/** The reply of `PUT /customer`. */
export const CustomerUpdateReplySchema = v.object({ data: CustomerSchema });
