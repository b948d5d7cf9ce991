import { COOKIE_NAMES, SESSION_ENDING_CODES } from '@shop/domain';

const codes = SESSION_ENDING_CODES.map((code) => `\`${code}\``).join(', ');

/**
 * The document's introduction: how a partner, and the storefront, authenticate, and the
 * calls that take a visitor from login to a placed order.
 */
export const INTRODUCTION = `
The shop API, as the gateway serves it under \`/api/v1\`. Every success reply is
\`{"data": …}\`; every failure is an HTTP status with \`{"error": {"code", "message",
"fields"?}}\`, \`code\` being a stable snake_case code (\`fields\` names the failing fields of
a \`400 invalid_input\`). Every call takes the query parameters \`shop_id\` (default 1) and
\`lang\` (default \`fr\`). Prices are in euros, taxes included unless a field says otherwise.

## Authentication for integration partners

1. \`POST /api/v1/user/login\` with \`{"login", "password", "captcha_token", "remember_me"}\`
   and no \`x-requested-with\` header: the reply's \`data.token\` is the session token. (With
   that header, the storefront's marker, the gateway keeps the token in its cookie instead.)
2. Send it on every call marked with a lock: \`Authorization: Bearer <token>\`. The gateway
   passes a caller's own \`Authorization\` header through unchanged. Cart and form calls
   take it optionally: with it, the cart or the request is the customer's.
3. A \`401\` means the token is no longer good. The session-ending codes are ${codes}:
   log in again.
4. Remember-me: a token obtained with \`remember_me: true\` outlives its expiry once. A call
   made with it after expiry answers \`401\` \`{"error": {"code": "expired_token"},
   "data": {"token"}}\`: replay the call with \`data.token\` and keep that one from then on.
   The expired token is then used up: sent again after a few seconds, it ends the
   remember-me of every token renewed from it.
5. \`POST /api/v1/user/change-password\` answers a new token; every other token of the
   customer stops working (\`blacklisted_token\`), as after a password reset.
6. \`POST /api/v1/user/logout\` ends the session (the token is blacklisted); any other
   method answers \`405 method_not_allowed\`.

Partners calling with \`Authorization\` and no cookie need no extra header. Login, sign-up,
password reset and the forms are rate limited per address: \`429 too_many_requests\` with
\`Retry-After\`.

## The anti-spam token (\`captcha_token\`)

Login, sign-up, the password reset request and the forms need a \`captcha_token\`; a missing
or refused one answers \`400 captcha_failed\`. In production it is an invisible reCAPTCHA v3
token, obtained in the browser with the shop's site key. **In the sandbox** (a shop API run
with \`CAPTCHA_MODE=dev\`, as the development setup and the tests run it) any non-empty text
is accepted except the literal \`fail\`, which is refused so that the refusal can be tried:
send for instance \`sandbox-1\`. A token spent on a failed login is refused on the next try:
send a new one each time (\`sandbox-2\`, …).

## Placing an order

1. Log in (above) and keep \`data.token\`; \`data.cart.cart_token\` is the customer's open
   cart, if any.
2. \`POST /api/v1/cart/update\` with \`{"cart_token": null, "elements": [{"element_id":
   <product id>, "element_type": "product", "quantity": 2}]}\` and the token: the reply's
   \`data.token\` names the new cart (products come from \`GET /api/v1/product\`).
3. Choose where it goes: \`GET /api/v1/address\` lists the customer's addresses (\`POST
   /api/v1/address\` adds one), \`GET /api/v1/carrier\` the carriers (\`code\`), \`GET
   /api/v1/payment\` the payment methods (\`code\`: \`cheque\`, \`cb\`, …).
4. \`POST /api/v1/cart/{token}/validate\` with the carrier, both address ids, the payment
   method, a mobile phone and \`"accept_terms": true\`: the reply is the order
   (\`order_id\`, \`number\`, \`total_with_taxes\`).
5. Pay. By cheque: \`GET /api/v1/order/valid-check-order?cart_token=…\` confirms the order
   (pending payment) and says where to send the cheque. By card: \`GET
   /api/v1/cart-prepare-card-payment?cart_token=…\` gives the payment page to send the
   customer to; once it answered, \`GET /api/v1/order/valid-card-order?token=…\` gives the
   outcome. The sandbox payment page lists its test cards.

## The storefront (browser) flow

The browser never sees the token: on login the gateway moves it into the HttpOnly
\`${COOKIE_NAMES.session}\` cookie (a year with remember-me, the browser session otherwise)
and sets a readable \`${COOKIE_NAMES.loggedIn}=1\` companion. A call carrying
\`x-with-token: 1\` is sent upstream with \`Authorization: Bearer\` from the cookie; the
gateway replays a remember-me \`expired_token\` once with the new token and renews the
cookie itself. State-changing calls (POST, PUT, PATCH, DELETE) that carry the cookie must
also carry \`x-requested-with\`, or they answer \`403 csrf_header_missing\`.
`;
