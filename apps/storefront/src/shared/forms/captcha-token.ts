/**
 * The bot-protection token a form sends (SPEC.md §5: an invisible v3 token from a third
 * party). This reference setup has no reCAPTCHA site key and its shop API runs the `dev`
 * verifier (tools/shop-api/src/plugins/captcha.ts: any token but a missing one or `fail`
 * passes), so the SPA sends a fixed token. It is asynchronous so that a deployment with a
 * site key swaps only this body for `grecaptcha.execute(key, { action })`, every form
 * keeping its call unchanged.
 */
export const DEV_CAPTCHA_TOKEN = 'storefront-dev';

export function captchaToken(): Promise<string> {
  return Promise.resolve(DEV_CAPTCHA_TOKEN);
}
