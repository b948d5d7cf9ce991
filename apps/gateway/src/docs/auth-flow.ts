import { COOKIE_NAMES, SESSION_ENDING_CODES } from '@shop/domain';

const codes = SESSION_ENDING_CODES.map((code) => `\`${code}\``).join(', ');

/** The document's introduction: how a partner, and the storefront, authenticate. */
export const AUTH_FLOW = `
The shop API, as the gateway serves it under \`/api/v1\`. Every success reply is
\`{"data": …}\`; every failure is an HTTP status with \`{"error": {"code", "message",
"fields"?}}\`, \`code\` being a stable snake_case code (\`fields\` names the failing fields of
a \`400 invalid_input\`).

## Authentication for integration partners

1. \`POST /api/v1/user/login\` with \`{"login", "password", "remember_me"}\` and no
   \`x-requested-with\` header: the reply's \`data.token\` is the session token. (With that
   header, the storefront's marker, the gateway keeps the token in its cookie instead.)
2. Send it on every call marked with a lock: \`Authorization: Bearer <token>\`. The gateway
   passes a caller's own \`Authorization\` header through unchanged.
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

## The storefront (browser) flow

The browser never sees the token: on login the gateway moves it into the HttpOnly
\`${COOKIE_NAMES.session}\` cookie (a year with remember-me, the browser session otherwise)
and sets a readable \`${COOKIE_NAMES.loggedIn}=1\` companion. A call carrying
\`x-with-token: 1\` is sent upstream with \`Authorization: Bearer\` from the cookie; the
gateway replays a remember-me \`expired_token\` once with the new token and renews the
cookie itself. State-changing calls (POST, PUT, PATCH, DELETE) that carry the cookie must
also carry \`x-requested-with\`, or they answer \`403 csrf_header_missing\`.
`;
