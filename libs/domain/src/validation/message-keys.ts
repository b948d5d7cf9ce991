/**
 * Every message a validation rule can give, as a key. Rules never carry French text: the
 * i18n library maps each key to one message (SPEC.md §5: "a required field gives a message
 * keyed by the field name"; the max-length message takes `{max}`).
 */
export const VALIDATION_MESSAGE_KEYS = [
  // A required field left empty, keyed by the field's name (its dotted path, `.` → `_`).
  'required_email',
  'required_firstname',
  'required_lastname',
  'required_password',
  'required_password_confirmation',
  'required_civility',
  'required_label',
  'required_address_line_1',
  'required_zipcode',
  'required_city',
  'required_country',
  'required_customer_code',
  'required_birthday_day',
  'required_birthday_month',
  'required_birthday_year',
  'required_origin',
  'required_profile',
  'required_subject',
  'required_message',
  'required_order_number',
  'required_order_date',
  'required_content',
  // Field rules.
  'max_length',
  'email_invalid',
  'name_invalid',
  'password_policy',
  'passwords_differ',
  'current_password_required',
  'mobile_invalid',
  'phone_invalid',
  'zipcode_invalid',
  'country_invalid',
  'siret_invalid',
  'birthday_invalid',
  'birthday_year_invalid',
  'birthday_in_future',
  'date_invalid',
  'date_in_future',
  'delivery_before_order',
  'opt_ins_required',
  'newsletter_required',
  'terms_required',
  'quantity_required',
  'need_required',
  // Checkout readiness (SPEC.md §5): what is missing before paying.
  'carrier_required',
  'checkout_mobile_required',
  'delivery_address_required',
  'billing_address_required',
  'payment_method_required',
  'relay_point_required',
  'sales_conditions_required',
  // An issue no rule of ours keyed (a schema composed elsewhere with valibot's default text).
  'invalid_value',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** The fields that have a `required_…` message. */
export type RequiredField = FieldOf<ValidationMessageKey>;
type FieldOf<K> = K extends `required_${infer Field}` ? Field : never;

/**
 * A message key, checked by the compiler: `messageKey('max_lenght')` does not build. Schemas take
 * their messages through this (or `requiredKey`) so no untyped string reaches an issue.
 */
export function messageKey<const K extends ValidationMessageKey>(value: K): K {
  return value;
}

/** The message of a required field: `requiredKey('firstname')` is `required_firstname`. */
export function requiredKey<const F extends RequiredField>(field: F): `required_${F}` {
  return `required_${field}`;
}

const known = new Set<string>(VALIDATION_MESSAGE_KEYS);

/** Whether an issue's message is one of our keys (valibot types it as a plain string). */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && known.has(value);
}
