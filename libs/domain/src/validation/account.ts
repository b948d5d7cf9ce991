import * as v from 'valibot';
import { formObject } from './fields';
import { EmailSchema } from './email';
import {
  CurrentPasswordSchema,
  LoginPasswordSchema,
  PasswordConfirmationSchema,
  PasswordSchema,
  withConfirmedPassword,
} from './password';

/** Login (SPEC.md §2 /fr/connexion): e-mail and password required, nothing more. */
export const LoginSchema = formObject({
  email: EmailSchema,
  password: LoginPasswordSchema,
});
export type Login = v.InferOutput<typeof LoginSchema>;

/**
 * A new e-mail, which is the login (SPEC.md §3): the current password is asked with it, so
 * a session left open cannot take the account over.
 */
export const ChangeEmailSchema = formObject({
  email: EmailSchema,
  current_password: CurrentPasswordSchema,
});
export type ChangeEmail = v.InferOutput<typeof ChangeEmailSchema>;

/** Forgotten password: the e-mail the reset link goes to. */
export const ForgottenPasswordSchema = formObject({ email: EmailSchema });
export type ForgottenPassword = v.InferOutput<typeof ForgottenPasswordSchema>;

/** Reset from the e-mailed link: a new password and its confirmation. */
export const ResetPasswordSchema = withConfirmedPassword(
  formObject({
    password: PasswordSchema,
    password_confirmation: PasswordConfirmationSchema,
  }),
);
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

/** Change from the account (SPEC.md §5): the current password is required too. */
export const ChangePasswordSchema = withConfirmedPassword(
  formObject({
    current_password: CurrentPasswordSchema,
    password: PasswordSchema,
    password_confirmation: PasswordConfirmationSchema,
  }),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;
