import * as v from 'valibot';
import { CivilitySchema } from './civility';
import { oneIsTrue, TermsSchema } from './consent';
import { EmailSchema } from './email';
import { formObject, requiredText } from './fields';
import { CUSTOMER_CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { messageKey } from './message-keys';
import { FirstnameSchema, LastnameSchema } from './names';
import { PasswordConfirmationSchema, PasswordSchema, withConfirmedPassword } from './password';

/**
 * Sign-up with a customer code (SPEC.md §5): the code from a letter or an invoice, and the
 * last name that confirms the identity. The last name is only required, not held to the
 * name pattern: it must equal what the customer file holds, which the server checks
 * (`lastname_mismatch`). The payload calls the code `cegid_id`.
 */
export const SignUpByCodeSchema = formObject({
  customer_code: requiredText('customer_code', CUSTOMER_CODE_MAX_LENGTH),
  lastname: requiredText('lastname', NAME_MAX_LENGTH),
});
export type SignUpByCode = v.InferOutput<typeof SignUpByCodeSchema>;

const choice = v.optional(v.nullable(v.boolean(messageKey('invalid_value'))), null);
const tick = v.optional(v.boolean(messageKey('invalid_value')), false);

/**
 * The opt-ins of the sign-up (SPEC.md §3). Health and product newsletters are the pair the
 * `one_is_true` rule binds (`opt_ins_required`, on `optins`): one of them is chosen, unless
 * the form does not ask one (null). The others are free.
 */
export const SignUpOptinsSchema = v.pipe(
  formObject(
    {
      health_newsletter: choice,
      product_newsletter: choice,
      diet_newsletter: tick,
      sms_offers: tick,
      foundation_emails: tick,
    },
    messageKey('opt_ins_required'),
  ),
  v.check(
    (optins) => oneIsTrue(optins.health_newsletter, optins.product_newsletter),
    messageKey('opt_ins_required'),
  ),
);

/** Sign-up with an e-mail (SPEC.md §2 /fr/inscription, §5). */
export const SignUpByEmailSchema = withConfirmedPassword(
  formObject({
    civility: CivilitySchema,
    firstname: FirstnameSchema,
    lastname: LastnameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: PasswordConfirmationSchema,
    terms: TermsSchema,
    // No choice sent reads as none asked.
    optins: v.optional(SignUpOptinsSchema, {}),
  }),
);
export type SignUpByEmail = v.InferOutput<typeof SignUpByEmailSchema>;
