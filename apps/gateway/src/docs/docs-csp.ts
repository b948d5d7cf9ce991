/**
 * The Content-Security-Policy of the `/docs` pages, in place of the storefront's. Swagger UI
 * is served from the gateway itself (bundle, styles, initializer script, all files, no
 * inline script) and calls `/docs/json` and, with "Try it out", `/api/v1` on the same
 * origin; its icons are `data:` images. So it needs nothing from the third-party hosts the
 * storefront allows (tag manager, consent, survey, captcha, payment): they are left out,
 * and the page stays as locked as the rest (no framing, no plugins, no `<base>`).
 * The online validator badge is turned off rather than allowed (`validatorUrl: null`).
 */
export const DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};
