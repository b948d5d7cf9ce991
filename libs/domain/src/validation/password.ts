import * as v from 'valibot';
import { textMaxLength } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { messageKey, requiredKey } from './message-keys';

/**
 * The password policy (SPEC.md §5): a minimum count of characters, a lowercase letter, an
 * uppercase letter, a digit and a special character. The spec does not give the count;
 * ours is PASSWORD_MIN_LENGTH. In this order the checklist shows them.
 */
export const PASSWORD_REQUIREMENTS = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

/**
 * Which requirements a password meets, for the checklist under the field. Length counts
 * characters as a person sees them (code points), so `é` or an emoji is one. Letters of any
 * alphabet count; a special character is anything that is neither a letter, a digit nor
 * white space.
 */
export function passwordRequirements(password: string): Record<PasswordRequirement, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

/** Whether a password meets every requirement of the policy. */
export function meetsPasswordPolicy(password: string): boolean {
  return Object.values(passwordRequirements(password)).every(Boolean);
}

/** A new password: required, then the policy (`password_policy`). Never trimmed. */
export const PasswordSchema = v.pipe(
  v.string(requiredKey('password')),
  v.nonEmpty(requiredKey('password')),
  v.check(meetsPasswordPolicy, messageKey('password_policy')),
  textMaxLength(PASSWORD_MAX_LENGTH),
);

/** The confirmation field; whether it matches is the form's check (`confirmationMatches`). */
export const PasswordConfirmationSchema = v.pipe(
  v.string(requiredKey('password_confirmation')),
  v.nonEmpty(requiredKey('password_confirmation')),
);

/**
 * The current password, asked before changing it (SPEC.md §5). Only its presence is
 * checked: whether it is right is the server's answer (`current_password_incorrect`).
 */
export const CurrentPasswordSchema = v.pipe(
  v.string(messageKey('current_password_required')),
  v.nonEmpty(messageKey('current_password_required')),
);

/** A password typed to log in: required, nothing else (older passwords predate the policy). */
export const LoginPasswordSchema = v.pipe(
  v.string(requiredKey('password')),
  v.nonEmpty(requiredKey('password')),
);

/**
 * Whether the confirmation repeats the password (SPEC.md §5: "the 2 passwords are
 * different" otherwise).
 */
export function confirmationMatches(input: {
  password: string;
  password_confirmation: string;
}): boolean {
  return input.password === input.password_confirmation;
}

/** The fields of a form that sets a new password. */
type NewPassword = { password: string; password_confirmation: string };

const confirmationCheck = v.forward<
  NewPassword,
  v.PartialCheckIssue<NewPassword>,
  ['password_confirmation']
>(
  v.partialCheck<NewPassword, [['password'], ['password_confirmation']], NewPassword, string>(
    [['password'], ['password_confirmation']],
    confirmationMatches,
    messageKey('passwords_differ'),
  ),
  ['password_confirmation'],
);

type ConfirmationCheck<TForm> = v.BaseValidation<TForm, TForm, v.PartialCheckIssue<NewPassword>>;

/**
 * A form that sets a new password, its confirmation checked (`passwords_differ`): the
 * check runs once both fields hold text, even while other fields fail, and its error sits
 * under the confirmation field.
 */
export function withConfirmedPassword<
  TSchema extends v.GenericSchema<unknown, NewPassword, v.BaseIssue<unknown>>,
>(
  schema: TSchema,
): v.SchemaWithPipe<readonly [TSchema, ConfirmationCheck<v.InferOutput<TSchema>>]> {
  // The check reads the two fields only: it holds as it is for any form that has them.
  const check = confirmationCheck as unknown as ConfirmationCheck<v.InferOutput<TSchema>>;
  return v.pipe<TSchema, ConfirmationCheck<v.InferOutput<TSchema>>>(schema, check);
}
