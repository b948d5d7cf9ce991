import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The first demo account of the seed (README "Demo accounts"). */
export const DEMO_CUSTOMER = {
  login: 'marie.durand@example.fr',
  password: 'Bonjour-2026!',
  name: 'Marie Durand',
} as const;

/**
 * Logs in through the gateway from the page's own context, as the SPA would: the gateway
 * sets the HttpOnly jwt_token and the readable logged_in cookies on that context.
 */
export async function logInThroughApi(page: Page, rememberMe = false): Promise<void> {
  const response = await page.request.post('/api/v1/user/login', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    // The dev captcha verifier takes any token but a missing one (CAPTCHA_MODE=dev).
    data: {
      login: DEMO_CUSTOMER.login,
      password: DEMO_CUSTOMER.password,
      remember_me: rememberMe,
      captcha_token: 'e2e',
    },
  });
  expect(response.status()).toBe(200);
}

/** The session token the gateway keeps in the HttpOnly cookie (the test can read it). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'jwt_token');
  if (!cookie) throw new Error('no jwt_token cookie: log in first');
  return cookie.value;
}
