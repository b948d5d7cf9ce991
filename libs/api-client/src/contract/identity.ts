/**
 * The identity calls of SPEC.md §7 Auth and Customer: log in and out, sign up by
 * e-mail or with a customer code, forgotten password, password change, the logged customer.
 *
 * Request shapes are checked here; the form rules (e-mail, password policy, names, birthday,
 * opt-ins…) are libs/domain's schemas, which the shop API applies next (400 `invalid_input`
 * with a message key per field).
 */
import * as v from 'valibot';
import { CaptchaTokenSchema, CommonQuerySchema, NonEmptyStringSchema, TextSchema } from './common';
import { CustomerSchema, UserSchema } from './customer';
import { dataEnvelopeSchema } from './envelope';

/** A password as typed: long enough for any passphrase, bounded so hashing stays cheap. */
const TypedPasswordSchema = v.pipe(TextSchema, v.maxLength(1024));

/** A visitor's cart, handed to the customer at login or sign-up (merged into theirs). */
const CartTokenEntry = v.optional(v.nullable(v.pipe(TextSchema, v.maxLength(200))));

/** `{"data": {"success": true}}`: calls whose only news is that they were done. */
const doneReplySchema = () => dataEnvelopeSchema(v.object({ success: v.literal(true) }));

export const LoginRequestSchema = v.object({
  login: v.pipe(
    v.optional(v.pipe(TextSchema, v.maxLength(254))),
    v.description('The e-mail of the account (its login), compared lowercased.'),
  ),
  password: v.pipe(v.optional(TypedPasswordSchema), v.description("The account's password.")),
  hash: v.pipe(
    v.optional(v.nullable(TextSchema)),
    v.description("Sent by the storefront's login form; unused by the shop API."),
  ),
  captcha_token: CaptchaTokenSchema,
  cart_token: v.pipe(
    CartTokenEntry,
    v.description("A visitor's cart to hand to the customer (merged into their open cart)."),
  ),
  remember_me: v.pipe(
    v.optional(v.boolean(), false),
    v.description(
      'Stay logged in: the token renews itself for 30 days (a 401 `expired_token` with `data.token`).',
    ),
  ),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** What login and sign-up answer: the session the SPA stores (SPEC.md §4 Session). */
export const SessionSchema = v.object({
  token: v.pipe(
    NonEmptyStringSchema,
    v.description('Access token (JWT, one hour), sent as `Authorization: Bearer …`.'),
  ),
  remember_me: v.pipe(
    v.boolean(),
    v.description('Echo of the request: the token is bound to a remember-me grant.'),
  ),
  user: v.pipe(UserSchema, v.description('The web account.')),
  customer: v.pipe(CustomerSchema, v.description('The customer file of the account.')),
  cart: v.pipe(
    v.object({ cart_token: v.nullable(v.string()) }),
    v.description(
      "The customer's open cart after the visitor's one was attached or merged (`cart_token` null if none).",
    ),
  ),
});
export type Session = v.InferOutput<typeof SessionSchema>;
export const LoginReplySchema = dataEnvelopeSchema(SessionSchema);

/**
 * The login and sign-up reply as the browser gets it through the gateway: the token went
 * into the HttpOnly `jwt_token` cookie and is not in the body (ARCHITECTURE.md §4).
 */
export const BrowserSessionSchema = v.omit(SessionSchema, ['token']);
export type BrowserSession = v.InferOutput<typeof BrowserSessionSchema>;
export const BrowserLoginReplySchema = dataEnvelopeSchema(BrowserSessionSchema);

export const LogoutReplySchema = doneReplySchema();

/** Three selects: numbers, or digit strings as a form gives them. */
const SelectNumberSchema = v.pipe(
  v.union([v.number(), v.pipe(TextSchema, v.maxLength(4))]),
  v.description('A number, or its digits as text.'),
);

/**
 * The opt-ins of the sign-up form, named as libs/domain's `SignUpOptinsSchema` names them:
 * health and product newsletters bound by the `one_is_true` rule (null: not asked), the
 * others free. The customer reply names them `sms` and `foundation`.
 */
export const SignUpOptinsRequestSchema = v.object({
  health_newsletter: v.pipe(
    v.optional(v.nullable(v.boolean())),
    v.description(
      'The health newsletter (this one or the product one must be true when asked; null: not asked).',
    ),
  ),
  product_newsletter: v.pipe(
    v.optional(v.nullable(v.boolean())),
    v.description(
      'The product newsletter (this one or the health one must be true when asked; null: not asked).',
    ),
  ),
  diet_newsletter: v.pipe(v.optional(v.boolean()), v.description('The diet newsletter.')),
  sms_offers: v.pipe(v.optional(v.boolean()), v.description('Offers by text message.')),
  foundation_emails: v.pipe(v.optional(v.boolean()), v.description("The foundation's e-mails.")),
});

const ShortTextSchema = v.pipe(TextSchema, v.maxLength(500));

export const SignUpRequestSchema = v.object({
  civility: v.pipe(ShortTextSchema, v.description('A civility of `GET /civilities` (its label).')),
  firstname: v.pipe(ShortTextSchema, v.description("The customer's first name.")),
  lastname: v.pipe(
    ShortTextSchema,
    v.description("The customer's last name (with `cegid_id`, the one of the customer file)."),
  ),
  email: v.pipe(ShortTextSchema, v.description('The login of the new account.')),
  password: v.pipe(
    TypedPasswordSchema,
    v.description("The password, by the shop's policy (`POST /user/password-check` tells)."),
  ),
  password_confirmation: v.pipe(TypedPasswordSchema, v.description('The same password again.')),
  birthday: v.pipe(
    v.object({
      day: SelectNumberSchema,
      month: SelectNumberSchema,
      year: SelectNumberSchema,
    }),
    v.description('Day, month and year, as numbers or digit strings.'),
  ),
  phone: v.pipe(v.optional(v.nullable(ShortTextSchema)), v.description('A French landline.')),
  mobile: v.pipe(v.optional(v.nullable(ShortTextSchema)), v.description('A French mobile.')),
  origin: v.pipe(
    ShortTextSchema,
    v.description('How the customer heard of the shop: a code of `GET /customer/origins`.'),
  ),
  optins: v.pipe(
    v.optional(SignUpOptinsRequestSchema),
    v.description('The newsletters and offers the customer asks for.'),
  ),
  terms: v.pipe(v.boolean(), v.description('The sales conditions are accepted (must be true).')),
  captcha_token: CaptchaTokenSchema,
  cegid_id: v.pipe(
    v.optional(v.pipe(TextSchema, v.maxLength(50))),
    v.description(
      "Sign-up with a customer code: the code of the customer's letter; `lastname` confirms it.",
    ),
  ),
  cart_token: v.pipe(
    CartTokenEntry,
    v.description("A visitor's cart to hand to the new customer."),
  ),
  remember_me: v.pipe(
    v.optional(v.boolean(), false),
    v.description('Stay logged in, as at login.'),
  ),
});
export type SignUpRequest = v.InferOutput<typeof SignUpRequestSchema>;
export const SignUpReplySchema = LoginReplySchema;

const CustomerCodeSchema = v.pipe(
  TextSchema,
  v.nonEmpty(),
  v.maxLength(50),
  v.description("The customer code of the customer's letter."),
);
const LastnameQuerySchema = v.pipe(
  TextSchema,
  v.nonEmpty(),
  v.maxLength(200),
  v.description("The customer's last name (case and accents ignored)."),
);

/**
 * The steps of the sign-up with a customer code (SPEC.md §2 /fr/inscription-par-code).
 * Last names compare without case or accents (`DURAND` = `Durand`, `Lefèvre` = `Lefevre`).
 * Each step, and the sign-up with `cegid_id`, tells a known code from an unknown one: a
 * client address gets 10 of them in 10 minutes, then 429 `too_many_attempts` with
 * `Retry-After`.
 *
 * `GET /customer/code-verification?cegid_id=`: is the code one to sign up with? 404
 * `customer_code_unknown`; 409 `customer_already_has_user`.
 */
export const CodeVerificationQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  cegid_id: CustomerCodeSchema,
});
export type CodeVerificationQuery = v.InferOutput<typeof CodeVerificationQuerySchema>;
export const CodeVerificationReplySchema = dataEnvelopeSchema(
  v.object({ cegid_id: v.string(), valid: v.literal(true) }),
);

export const LastnameVerificationQuerySchema = v.object({
  ...CodeVerificationQuerySchema.entries,
  lastname: LastnameQuerySchema,
});
export type LastnameVerificationQuery = v.InferOutput<typeof LastnameVerificationQuerySchema>;
export const LastnameVerificationReplySchema = dataEnvelopeSchema(
  v.object({ cegid_id: v.string(), valid: v.literal(true) }),
);

/**
 * `POST /customer/check_exist`: code and last name together, and whether the customer can
 * still sign up (every error code of the steps above, plus 409 `customer_already_attached`).
 * The reply fills the sign-up form, whose `POST /user/signup` then carries `cegid_id`.
 */
export const CheckExistRequestSchema = v.object({
  cegid_id: v.pipe(
    CustomerCodeSchema,
    v.description("The customer code of the customer's letter."),
  ),
  lastname: v.pipe(
    LastnameQuerySchema,
    v.description("The customer's last name (case and accents ignored)."),
  ),
});
export type CheckExistRequest = v.InferOutput<typeof CheckExistRequestSchema>;
export const CustomerCodeMatchSchema = v.object({
  cegid_id: v.string(),
  civility: v.nullable(v.string()),
  firstname: v.string(),
  lastname: v.pipe(v.string(), v.description('As the customer file spells it.')),
});
export type CustomerCodeMatch = v.InferOutput<typeof CustomerCodeMatchSchema>;
export const CheckExistReplySchema = dataEnvelopeSchema(CustomerCodeMatchSchema);

export const CodeResetPasswordQuerySchema = LastnameVerificationQuerySchema;
export type CodeResetPasswordQuery = v.InferOutput<typeof CodeResetPasswordQuerySchema>;
export const CodeResetPasswordReplySchema = dataEnvelopeSchema(
  v.object({ masked_email: v.string() }),
);

export const RewindRequestSchema = v.object({
  email: v.pipe(
    ShortTextSchema,
    v.description('The e-mail of the account whose password is forgotten.'),
  ),
  captcha_token: CaptchaTokenSchema,
});
export type RewindRequest = v.InferOutput<typeof RewindRequestSchema>;
export const RewindReplySchema = doneReplySchema();

export const ResetPasswordRequestSchema = v.object({
  token: v.pipe(
    v.pipe(TextSchema, v.nonEmpty(), v.maxLength(200)),
    v.description('The token of the reset link (valid 24 hours, once).'),
  ),
  password: v.pipe(TypedPasswordSchema, v.description('The new password.')),
  password_confirmation: v.pipe(TypedPasswordSchema, v.description('The same password again.')),
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;
export const ResetPasswordReplySchema = doneReplySchema();

export const ChangePasswordRequestSchema = v.object({
  current_password: v.pipe(TypedPasswordSchema, v.description('The password used until now.')),
  password: v.pipe(TypedPasswordSchema, v.description('The new password.')),
  password_confirmation: v.pipe(TypedPasswordSchema, v.description('The same password again.')),
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;
export const ChangePasswordReplySchema = dataEnvelopeSchema(
  v.object({ token: NonEmptyStringSchema, remember_me: v.boolean() }),
);

export const PasswordCheckRequestSchema = v.object({
  password: v.pipe(TypedPasswordSchema, v.description('The new password to check.')),
});
export type PasswordCheckRequest = v.InferOutput<typeof PasswordCheckRequestSchema>;
export const PasswordCheckSchema = v.object({
  is_valid: v.boolean(),
  requirements: v.object({
    length: v.boolean(),
    lowercase: v.boolean(),
    uppercase: v.boolean(),
    digit: v.boolean(),
    special: v.boolean(),
  }),
});
export type PasswordCheck = v.InferOutput<typeof PasswordCheckSchema>;
export const PasswordCheckReplySchema = dataEnvelopeSchema(PasswordCheckSchema);

export const LoggedCustomerSchema = v.object({ user: UserSchema, customer: CustomerSchema });
export type LoggedCustomer = v.InferOutput<typeof LoggedCustomerSchema>;
export const LoggedCustomerReplySchema = dataEnvelopeSchema(LoggedCustomerSchema);
