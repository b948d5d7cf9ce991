/**
 * The bot-protection token a form sends (SPEC.md §5: an invisible v3 token from a third
 * party). This reference setup has no reCAPTCHA site key and its shop API runs the `dev`
 * verifier (tools/shop-api/src/plugins/captcha.ts: any token but a missing one or `fail`
 * passes), so the SPA makes one up: a new one per call, as Google gives, since the shop API
 * refuses a token already spent on a failed login. It is asynchronous so that a deployment
 * with a site key swaps only this body for `grecaptcha.execute(key, { action })`, every
 * form keeping its call unchanged.
 */
export const DEV_CAPTCHA_TOKEN = 'storefront-dev';

export function captchaToken(): Promise<string> {
  const nonce = Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) =>
    part.toString(36),
  ).join('');
  return Promise.resolve(`${DEV_CAPTCHA_TOKEN}-${nonce}`);
}
