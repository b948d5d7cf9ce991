import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { callOperation } from '../call-operation';
import { ACCOUNT, IDENTITY, type ChangePasswordRequest, type CustomerUpdate } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The account pages' own calls (SPEC.md §7 Customer and Auth). Both need the session, and
 * a refusal (a wrong current password, a taken e-mail) is answered on the form: the
 * session rules must not send the customer elsewhere.
 */
const onTheForm: CallContext = { withToken: true, noRedirect: true };

/**
 * `PUT /customer`: the fields to change under `customer` (plus `current_password` for a
 * new e-mail); the reply is the customer as stored. 400 `invalid_input` with
 * `customer.<field>` keys, 400 `current_password_incorrect`, 409 `email_already_used`.
 */
export const updateCustomer = (body: CustomerUpdate, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.updateCustomer, { body, context: onTheForm });

/**
 * The password change's reply as the browser gets it: the gateway moved the new token into
 * the HttpOnly cookie and left the rest. Read loosely: only the remember-me echo is there,
 * and nothing the page needs depends on it.
 */
export const BrowserPasswordChangeSchema = v.object({
  remember_me: v.optional(v.boolean(), false),
});
export type BrowserPasswordChange = v.InferOutput<typeof BrowserPasswordChangeSchema>;

/**
 * `POST /user/change-password` (400 `current_password_incorrect`, 400 `invalid_input`,
 * 429 `too_many_attempts`). The old token is blacklisted upstream; the session goes on
 * with the new one the gateway put in the cookie.
 */
export const changePassword = (body: ChangePasswordRequest, http: KyInstance = apiHttp) =>
  callOperation(
    http,
    IDENTITY.changePassword,
    { body, context: onTheForm },
    BrowserPasswordChangeSchema,
  );
