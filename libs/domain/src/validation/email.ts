import * as v from 'valibot';
import { textMaxLength } from './fields';
import { EMAIL_MAX_LENGTH } from './limits';
import { messageKey, requiredKey } from './message-keys';

/**
 * An e-mail address, which is also the username (SPEC.md §3). It comes out trimmed and
 * lowercased: mailboxes are case-insensitive in practice, and one spelling per customer
 * keeps `Jean@X.fr` and `jean@x.fr` from becoming two accounts.
 */
export const EmailSchema = v.pipe(
  v.string(requiredKey('email')),
  v.trim(),
  v.nonEmpty(requiredKey('email')),
  v.email(messageKey('email_invalid')),
  textMaxLength(EMAIL_MAX_LENGTH),
  v.toLowerCase(),
);
export type Email = v.InferOutput<typeof EmailSchema>;

/** The spelling two addresses are compared in (the one `EmailSchema` outputs). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two typed addresses are the same account. */
export function isSameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
