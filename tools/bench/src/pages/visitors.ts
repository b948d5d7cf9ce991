/**
 * The logged-in visitors of phase 3, each an account of its own made straight on the shop
 * API (the gateway's sign-up limit, 20 per address in 15 minutes, is not what is measured)
 * and a cart count of its own. Every name and count is unique, and every last name has the
 * same length, so no visitor's name is found inside another's.
 */
import type { VisitorIdentity } from './page-check.ts';

export interface Visitor extends VisitorIdentity {
  index: number;
  email: string;
  /** The session the sign-up opened, sent as the gateway's `jwt_token` cookie. */
  token: string;
  /** The cookies a browser of this visitor sends with each page. */
  cookie: string;
}

const FIRSTNAME = 'Visiteur';
const PASSWORD = 'Bonjour-2026!';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `Zedaa`, `Zedab`…: letters only (names refuse digits), 676 before they repeat. */
export function lastnameOf(index: number): string {
  return `Zed${LETTERS[Math.floor(index / 26) % 26]}${LETTERS[index % 26]}`;
}

async function signUp(apiUrl: string, lastname: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/user/signup?shop_id=1&lang=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      civility: 'Madame',
      firstname: FIRSTNAME,
      lastname,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      birthday: { day: 7, month: 3, year: 1990 },
      mobile: '06 39 98 12 34',
      origin: 'PHA',
      optins: { health_newsletter: true, product_newsletter: false },
      terms: true,
      // The benchmark's shop API runs CAPTCHA_MODE=dev: any token but `fail`.
      captcha_token: 'bench-pages',
    }),
  });
  if (!response.ok) {
    throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  }
  const token = ((await response.json()) as { data?: { token?: unknown } }).data?.token;
  if (typeof token !== 'string') throw new Error(`sign-up of ${email} gave no session token`);
  return token;
}

/** Visitor i holds i + 1 articles: no two visitors show the same count. */
export async function createVisitors(apiUrl: string, count: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let index = 0; index < count; index += 1) {
    const lastname = lastnameOf(index);
    const email = `visiteur.${lastname.toLowerCase()}@example.fr`;
    const token = await signUp(apiUrl, lastname, email);
    const articleCount = index + 1;
    visitors.push({
      index,
      firstname: FIRSTNAME,
      lastname,
      articleCount,
      email,
      token,
      cookie: `jwt_token=${token}; logged_in=1; cart_count=${articleCount}`,
    });
  }
  return visitors;
}
