import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface DemoAccount {
  login: string;
  password: string;
  name: string;
}

const DEMO_PASSWORD = 'Bonjour-2026!';

/** The first demo account of the seed (README "Demo accounts"). */
export const DEMO_CUSTOMER: DemoAccount = {
  login: 'marie.durand@example.fr',
  password: DEMO_PASSWORD,
  name: 'Marie Durand',
};

/**
 * Demo accounts no other journey uses, one per Playwright project: a journey that empties
 * a list logs in with its project's own, so the phone and desktop runs, in parallel on one
 * database, never race on the same list.
 */
export const LIST_ACCOUNTS: Record<string, DemoAccount> = {
  phone: { login: 'camille.moreau@example.fr', password: DEMO_PASSWORD, name: 'Camille Moreau' },
  desktop: { login: 'paul.lefebvre@example.fr', password: DEMO_PASSWORD, name: 'Paul Lefebvre' },
};

/**
 * Logs in through the gateway from the page's own context, as the SPA would: the gateway
 * sets the HttpOnly jwt_token and the readable logged_in cookies on that context.
 */
export async function logInThroughApi(
  page: Page,
  rememberMe = false,
  account: DemoAccount = DEMO_CUSTOMER,
): Promise<void> {
  const response = await page.request.post('/api/v1/user/login', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    // The dev captcha verifier takes any token but a missing one (CAPTCHA_MODE=dev).
    data: {
      login: account.login,
      password: account.password,
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
