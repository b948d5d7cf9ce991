/**
 * Every error code of the HTTP contract (ARCHITECTURE.md §3), grouped as SPEC.md §8 groups
 * them. Servers answer with these codes; the SPA shows the French message the i18n
 * catalogue has for each (one code → one message), never a server's own text.
 */
export const ERROR_CODES = {
  /** §4 Session: a 401 or 500 carrying one of these ends the session. */
  session: [
    'invalid_token',
    'expired_token',
    'blacklisted_token',
    'token_required',
    'refresh_no_longer_available',
  ],
  /** §8 Routing and the HTTP layer of the gateway and the shop API. */
  http: [
    'not_found',
    'unauthorized',
    'internal_error',
    'bad_request',
    'method_not_allowed',
    'not_acceptable',
    'payload_too_large',
    'unsupported_media_type',
    'too_many_requests',
    'csrf_header_missing',
    'upstream_unavailable',
    'upstream_timeout',
    'service_overloaded',
    'maintenance',
  ],
  /** §8 Search. */
  search: ['error_api'],
  /** §8 Login and account. */
  account: [
    'email_invalid',
    'email_password_mismatch',
    'invalid_credentials',
    'missing_credentials',
    'missing_fields',
    'username_not_found',
    'email_already_used',
    'user_already_exists',
    'customer_not_found',
    'customer_code_unknown',
    'lastname_mismatch',
    'customer_already_has_user',
    'customer_already_attached',
    'too_many_authentication_attempts',
    'too_many_attempts',
    'current_password_incorrect',
    'reset_link_expired',
    'invalid_input',
    'unknown_error',
    'form_error',
  ],
  /** §8 Addresses. */
  addresses: ['address_is_default'],
  /** §8 Codes: promo (advantage) codes and ASM codes. */
  codes: [
    'asm_code_invalid',
    'promo_code_invalid',
    'conditions_not_met',
    'login_required',
    'product_already_in_cart',
    'codes_not_combinable',
  ],
  /** §8 Cart and products. */
  cart: [
    'product_unavailable',
    'cart_updated',
    'insufficient_stock',
    'favorite_add_failed',
    'favorite_already_exists',
    'reorder_refused',
    'quantity_required',
    'cart_empty',
  ],
  /** §8 Payment and §4 card payment outcomes. */
  payment: [
    'payment_preparation_failed',
    'payment_validation_failed',
    'payment_refused',
    'payment_cancelled',
    'payment_3ds_failed',
    'payment_expired',
    'order_already_paid',
  ],
  /** §9 Withdrawal right: a request after the 14 days from receipt. */
  withdrawal: ['withdrawal_period_over'],
  /** §8 Other. */
  other: ['captcha_failed'],
} as const;

type Groups = typeof ERROR_CODES;
export type ErrorCode = Groups[keyof Groups][number];

/** Every code, once. */
export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES).flat();

const known = new Set<string>(ALL_ERROR_CODES);

/** Whether a code read from a server's reply is one the catalogue knows. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && known.has(code);
}
