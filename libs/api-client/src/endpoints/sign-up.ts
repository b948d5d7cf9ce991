import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import {
  BrowserSessionSchema,
  IDENTITY,
  type CheckExistRequest,
  type SignUpRequest,
} from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The sign-up calls of SPEC.md §7 Auth and Customer (by e-mail, or with a customer code).
 * None carries a session, and every refusal is answered on the form that made the call.
 */
const onTheForm: CallContext = { noRedirect: true };

/**
 * `POST /user/signup`: a new account, answered as login is (the gateway keeps the token in
 * its HttpOnly cookie). 409 `user_already_exists`, 409 `email_already_used`, 400
 * `invalid_input`, 400 `captcha_failed`; with `cegid_id`, the customer-code refusals too.
 */
export const signUp = (body: SignUpRequest, http: KyInstance = apiHttp) =>
  callOperation(http, IDENTITY.signUp, { body, context: onTheForm }, BrowserSessionSchema);

/**
 * `POST /customer/check_exist`: does the last name confirm the code, and may that customer
 * still sign up? 404 `customer_code_unknown`, 400 `lastname_mismatch`, 409
 * `customer_already_has_user`, 409 `customer_already_attached`.
 */
export const checkCustomerCode = (body: CheckExistRequest, http: KyInstance = apiHttp) =>
  callOperation(http, IDENTITY.checkCustomerCode, { body, context: onTheForm });

/**
 * `GET /customer/code-verification-reset-password`: the login, masked, of a customer who
 * already has a web account, to offer logging in or resetting the password.
 */
export const customerCodeLoginHint = (
  query: Pick<CheckExistRequest, 'cegid_id' | 'lastname'>,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, IDENTITY.customerCodeLoginHint, {
    query: { cegid_id: query.cegid_id, lastname: query.lastname },
    context: onTheForm,
  });
