import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface DemoAccount {
  login: string;
  password: string;
  name: string;
}

const DEMO_PASSWORD = 'Bonjour-2026!';

/** The first demo account of the seed (docs/reference-data.md, "Demo accounts and codes"). */
export const DEMO_CUSTOMER: DemoAccount = {
  login: 'marie.durand@example.fr',
  password: DEMO_PASSWORD,
  name: 'Marie Durand',
};

/**
 * A demo account whose lists only the favourites journeys change (they empty them), and
 * whose newest order holds a product since withdrawn (the reorder journey reads it).
 * Those journeys run at desktop width only, so one such account is enough.
 */
export const LIST_ACCOUNT: DemoAccount = {
  login: 'paul.lefebvre@example.fr',
  password: DEMO_PASSWORD,
  name: 'Paul Lefebvre',
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

/** A new e-mail for an account of one journey alone. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
}

/**
 * Creates an account of the journey's own through the gateway: `request` keeps the session
 * the sign-up opens (a page's own `page.request` leaves that page logged in with it).
 */
export async function createAccountThroughApi(
  request: APIRequestContext,
  prefix = 'e2e',
): Promise<DemoAccount> {
  const account: DemoAccount = {
    login: freshEmail(prefix),
    password: DEMO_PASSWORD,
    name: 'Élise Fontaine',
  };
  const response = await request.post('/api/v1/user/signup', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      civility: 'Madame',
      firstname: 'Élise',
      lastname: 'Fontaine',
      email: account.login,
      password: account.password,
      password_confirmation: account.password,
      birthday: { day: 7, month: 3, year: 1990 },
      mobile: '06 39 98 12 34',
      origin: 'PHA',
      optins: { health_newsletter: true, product_newsletter: false },
      terms: true,
      captcha_token: 'e2e',
    },
  });
  expect(response.status()).toBe(200);
  return account;
}

/**
 * Creates an account of the journey's own and leaves the page's context logged in with it:
 * for journeys that change a profile or its addresses, which must not race with another
 * journey on a demo account.
 */
export function signUpThroughApi(page: Page, prefix = 'e2e'): Promise<DemoAccount> {
  return createAccountThroughApi(page.request, prefix);
}

/** The session token the gateway keeps in the HttpOnly cookie (the test can read it). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'jwt_token');
  if (!cookie) throw new Error('no jwt_token cookie: log in first');
  return cookie.value;
}
