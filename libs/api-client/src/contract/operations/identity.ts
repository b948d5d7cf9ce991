import { CommonQuerySchema } from '../common';
import {
  ChangePasswordReplySchema,
  ChangePasswordRequestSchema,
  CheckExistReplySchema,
  CheckExistRequestSchema,
  CodeResetPasswordQuerySchema,
  CodeResetPasswordReplySchema,
  CodeVerificationQuerySchema,
  CodeVerificationReplySchema,
  LastnameVerificationQuerySchema,
  LastnameVerificationReplySchema,
  LoggedCustomerReplySchema,
  LoginReplySchema,
  LoginRequestSchema,
  LogoutReplySchema,
  PasswordCheckReplySchema,
  PasswordCheckRequestSchema,
  ResetPasswordReplySchema,
  ResetPasswordRequestSchema,
  RewindReplySchema,
  RewindRequestSchema,
  SignUpReplySchema,
  SignUpRequestSchema,
} from '../identity';
import { operations } from './operation';

/** A missing captcha token is refused as a failed one, not as a malformed request. */
const CAPTCHA = { captcha_token: 'captcha_failed' } as const;
const LOOKUP_LIMIT = { 429: ['too_many_attempts', 'too_many_requests'] } as const;

export const IDENTITY = operations('Identity', {
  login: {
    method: 'post',
    path: '/user/login',
    summary: 'Log in: the reply carries the token to send as `Authorization: Bearer`',
    description:
      'Missing or empty `login` / `password`: 400 `missing_credentials`; a wrong pair (unknown e-mail or wrong password alike): 401 `invalid_credentials`. After five failures of one account from one client address, or twenty of that address within 15 minutes, its next try waits 30 s, then twice as long after each failure, at most 15 minutes: 429 `too_many_attempts` with `Retry-After` meanwhile. Other addresses do not wait. A captcha token spent on a failed login is refused (400 `captcha_failed`).',
    token: 'none',
    body: LoginRequestSchema,
    reply: LoginReplySchema,
    checkedFields: {
      login: 'missing_credentials',
      password: 'missing_credentials',
      ...CAPTCHA,
    },
    errors: {
      401: ['invalid_credentials'],
      429: ['too_many_attempts', 'too_many_requests'],
    },
  },
  logout: {
    method: 'get',
    gatewayMethod: 'post',
    path: '/user/logout',
    summary: 'Log out: the token is blacklisted',
    description: 'The token is blacklisted and its remember-me grant ended.',
    token: 'required',
    query: CommonQuerySchema,
    reply: LogoutReplySchema,
  },
  signUp: {
    method: 'post',
    path: '/user/signup',
    summary: 'Create an account (with `cegid_id`, for a customer who has a customer code)',
    description:
      "A new customer and its web account; the reply is a session, as login's. With `cegid_id`, it is the sign-up with a customer code: the account goes to that existing customer once `lastname` matches its file (404 `customer_code_unknown`, 400 `lastname_mismatch`, 409 `customer_already_has_user`, 409 `customer_already_attached` when the customer's e-mail is another web account's). Either way 409 `user_already_exists` when the e-mail is already a login, and 409 `email_already_used` when another customer of the laboratory holds it (sign up with that customer's code).",
    token: 'none',
    body: SignUpRequestSchema,
    reply: SignUpReplySchema,
    checkedFields: CAPTCHA,
    errors: {
      400: ['lastname_mismatch'],
      404: ['customer_code_unknown'],
      409: [
        'user_already_exists',
        'email_already_used',
        'customer_already_has_user',
        'customer_already_attached',
      ],
      ...LOOKUP_LIMIT,
    },
  },
  verifyCustomerCode: {
    method: 'get',
    path: '/customer/code-verification',
    summary: 'Check a customer code before sign-up',
    token: 'none',
    query: CodeVerificationQuerySchema,
    reply: CodeVerificationReplySchema,
    errors: { 404: ['customer_code_unknown'], 409: ['customer_already_has_user'], ...LOOKUP_LIMIT },
  },
  verifyLastname: {
    method: 'get',
    path: '/customer/lastname-verification',
    summary: 'Check a customer code against a last name',
    description:
      'Does the last name confirm the code? 404 `customer_code_unknown`; 400 `lastname_mismatch`.',
    token: 'none',
    query: LastnameVerificationQuerySchema,
    reply: LastnameVerificationReplySchema,
    errors: { 400: ['lastname_mismatch'], 404: ['customer_code_unknown'], ...LOOKUP_LIMIT },
  },
  checkCustomerCode: {
    method: 'post',
    path: '/customer/check_exist',
    summary: 'Check a customer code and last name, and whether that customer may sign up',
    token: 'none',
    body: CheckExistRequestSchema,
    reply: CheckExistReplySchema,
    errors: {
      400: ['lastname_mismatch'],
      404: ['customer_code_unknown'],
      409: ['customer_already_has_user', 'customer_already_attached'],
      ...LOOKUP_LIMIT,
    },
  },
  customerCodeLoginHint: {
    method: 'get',
    path: '/customer/code-verification-reset-password',
    summary: 'The login (masked) of a customer code that already has a web account',
    description:
      'For a customer who already has a web account (`customer_already_has_user`) or whose e-mail is one (`customer_already_attached`), which login to use, masked (`m***@example.fr`), so the SPA offers to log in or to reset the password. 404 `customer_code_unknown`, 400 `lastname_mismatch`, 404 `username_not_found` when no web account is tied to it.',
    token: 'none',
    query: CodeResetPasswordQuerySchema,
    reply: CodeResetPasswordReplySchema,
    errors: {
      400: ['lastname_mismatch'],
      404: ['customer_code_unknown', 'username_not_found'],
      ...LOOKUP_LIMIT,
    },
  },
  requestPasswordReset: {
    method: 'post',
    path: '/user/rewind',
    summary: 'Mail a password reset link (answers success whether or not the e-mail is a login)',
    description:
      'Always answers success, whether or not the e-mail is a login; when it is, a reset link valid 24 hours is e-mailed (`/fr/mot-de-passe-oublie-reinitialisation?token=…`), otherwise a notice that no account uses the address. 400 `invalid_input` for a malformed e-mail.',
    token: 'none',
    body: RewindRequestSchema,
    reply: RewindReplySchema,
    checkedFields: CAPTCHA,
    errors: { 429: ['too_many_requests'] },
  },
  resetPassword: {
    method: 'post',
    path: '/user/reset-password',
    summary: 'Set a new password from a reset link',
    description:
      'The token of the link and the new password. An unknown, already used or expired link: 400 `reset_link_expired` (restart the procedure). Every remember-me of the account ends; the customer then logs in.',
    token: 'none',
    body: ResetPasswordRequestSchema,
    reply: ResetPasswordReplySchema,
    errors: { 400: ['reset_link_expired'], 429: ['too_many_requests'] },
  },
  checkPassword: {
    method: 'post',
    path: '/user/password-check',
    summary: 'Whether a new password meets the policy (the strength meter’s is_valid)',
    description:
      "Whether the shop would take this password as a new one, and which requirements of the policy it meets. The sign-up and password forms' strength meter reads `is_valid`. Nothing is stored or logged; a password over the length bound is a 400.",
    token: 'none',
    body: PasswordCheckRequestSchema,
    reply: PasswordCheckReplySchema,
  },
  changePassword: {
    method: 'post',
    path: '/user/change-password',
    summary: 'Change the password: the reply carries a new token, the old one stops working',
    description:
      "The token that made the call is blacklisted and every remember-me ended; the reply's token continues the session (remember-me kept if the old token had it).",
    token: 'required',
    body: ChangePasswordRequestSchema,
    reply: ChangePasswordReplySchema,
    errors: { 400: ['current_password_incorrect'] },
  },
  loggedCustomer: {
    method: 'get',
    path: '/customer/logged',
    summary: 'The logged-in user and customer',
    description: 'The customer of the token, and its web account.',
    token: 'required',
    query: CommonQuerySchema,
    reply: LoggedCustomerReplySchema,
  },
});
