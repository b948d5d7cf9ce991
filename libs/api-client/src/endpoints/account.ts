import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import {
  BrowserSessionSchema,
  IDENTITY,
  type LoginRequest,
  type PasswordCheckRequest,
  type ResetPasswordRequest,
  type RewindRequest,
} from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The account calls of SPEC.md §7 Auth made from the login and password pages. None
 * carries a session, and a refusal (wrong password, expired link) is answered on the
 * form: the session rules must not send the visitor elsewhere.
 */
const onTheForm: CallContext = { noRedirect: true };

/** `POST /user/login` (400 `missing_credentials`, 401 `invalid_credentials`, 429 `too_many_attempts`). */
export const login = (body: LoginRequest, http: KyInstance = apiHttp) =>
  // The browser's shape: the gateway took the token into the HttpOnly cookie.
  callOperation(http, IDENTITY.login, { body, context: onTheForm }, BrowserSessionSchema);

/** `POST /user/rewind`: always a success, whether or not the e-mail is a login. */
export const requestPasswordReset = (body: RewindRequest, http: KyInstance = apiHttp) =>
  callOperation(http, IDENTITY.requestPasswordReset, { body, context: onTheForm });

/** `POST /user/reset-password` (400 `reset_link_expired`, 400 `invalid_input`). */
export const resetPassword = (body: ResetPasswordRequest, http: KyInstance = apiHttp) =>
  callOperation(http, IDENTITY.resetPassword, { body, context: onTheForm });

/**
 * `POST /user/password-check`: whether the shop takes this new password, the flag the
 * strength meter requires (SPEC.md §4). A background call: a failure only leaves the meter
 * at its lowest level.
 */
export const checkPassword = (body: PasswordCheckRequest, http: KyInstance = apiHttp) =>
  callOperation(http, IDENTITY.checkPassword, { body, context: onTheForm });
