import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type GatewayOptions } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startSessionUpstream } from '../helpers/session-upstream';
import { unusedUrl } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: Awaited<ReturnType<typeof startSessionUpstream>>;
const apps: FastifyInstance[] = [];

async function gateway(options: Partial<GatewayOptions> = {}) {
  const app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    rateLimit: false,
    ...options,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startSessionUpstream();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await upstream?.close();
  await spa?.remove();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
}

function cookieNamed(response: { headers: Record<string, unknown> }, name: string) {
  return setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));
}

describe('login, sign-up and password change', () => {
  it('puts a remember-me token into a 365-day HttpOnly cookie and out of the body', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: XHR,
      payload: { login: 'ada@example.com', password: 'secret', remember_me: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('tok-login');
    expect(response.json()).toEqual({
      data: {
        remember_me: true,
        user: { id: 7, email: 'ada@example.com' },
        customer: { id: 8 },
        cart: { cart_token: null },
      },
    });
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
    expect(cookieNamed(response, 'jwt_token')).toBe(
      'jwt_token=tok-login; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(cookieNamed(response, 'logged_in')).toBe(
      'logged_in=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('sets session cookies (no lifetime) without remember-me', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: XHR,
      payload: { login: 'ada@example.com', password: 'secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieNamed(response, 'jwt_token')).toBe(
      'jwt_token=tok-login; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(cookieNamed(response, 'logged_in')).toBe('logged_in=1; Path=/; Secure; SameSite=Lax');
  });

  it('drops Secure with COOKIE_SECURE=false and adds Domain only with COOKIE_DOMAIN', async () => {
    const app = await gateway({ cookieSecure: false, cookieDomain: 'shop.example' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: XHR,
      payload: { login: 'ada@example.com', password: 'secret' },
    });
    expect(cookieNamed(response, 'jwt_token')).toBe(
      'jwt_token=tok-login; Domain=shop.example; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(cookieNamed(response, 'logged_in')).toBe(
      'logged_in=1; Domain=shop.example; Path=/; SameSite=Lax',
    );
  });

  it('passes a refused login through with its code, and sets no cookie', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: XHR,
      payload: { login: 'eve@example.com', password: 'guess' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
    expect(setCookies(response)).toEqual([]);
  });

  it('treats a login spelled loosely as the login: its token stays out of the body', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/%6Cogin',
      headers: XHR,
      payload: { login: 'ada@example.com', password: 'secret' },
    });
    expect(upstream.seen.at(-1)?.url).toBe('/api/v1/user/%6Cogin');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('tok-login');
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=tok-login;/);
  });

  it("leaves a partner's login (no x-requested-with) as the upstream answered it", async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { login: 'ada@example.com', password: 'secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toBe('tok-login');
    expect(setCookies(response)).toEqual([]);
  });

  it("takes over the SPA's sign-up too", async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      headers: XHR,
      payload: { email: 'new@example.com', remember_me: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('token');
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=tok-signup; Path=\/; HttpOnly/);
  });

  it('swaps the cookie for the token a password change answers', async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: { ...XHR, 'x-with-token': '1', cookie: 'jwt_token=good; logged_in=1' },
      payload: { current_password: 'a', password: 'b', password_confirmation: 'b' },
    });
    expect(upstream.seen.at(-1)?.headers.authorization).toBe('Bearer good');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { remember_me: true } });
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=tok-changed; Max-Age=31536000/);
  });
});

/** The SPA's logout: a POST with the api-client's marker and the session cookie. */
function logOut(app: FastifyInstance, cookies: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: XHR, cookies });
}

describe('logout', () => {
  it("sends the cookie as the token, even unmarked, as the contract's GET, and clears both cookies", async () => {
    const app = await gateway();
    const response = await logOut(app, { jwt_token: 'good', logged_in: '1' });
    const call = upstream.seen.at(-1);
    expect(call?.method).toBe('GET');
    expect(call?.url).toMatch(/^\/api\/v1\/user\/logout(\?|$)/);
    expect(call?.headers.authorization).toBe('Bearer good');
    expect(call?.headers).not.toHaveProperty('content-length');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect(cookieNamed(response, 'jwt_token')).toMatch(
      /^jwt_token=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookieNamed(response, 'logged_in')).toMatch(/^logged_in=; Max-Age=0; Path=\/;/);
  });

  it('clears the cookies and answers success when the upstream fails', async () => {
    const app = await gateway();
    const response = await logOut(app, { jwt_token: 'broken', logged_in: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect(response.body).not.toContain('db down');
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=; Max-Age=0/);
    expect(cookieNamed(response, 'logged_in')).toMatch(/^logged_in=; Max-Age=0/);
  });

  it('clears the cookies and answers success when the upstream is down', async () => {
    const app = await gateway({ shopApiUrl: await unusedUrl() });
    const response = await logOut(app, { jwt_token: 'good', logged_in: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=; Max-Age=0/);
    expect(cookieNamed(response, 'logged_in')).toMatch(/^logged_in=; Max-Age=0/);
  });

  it('clears them with the configured Domain, or the browser would keep them', async () => {
    const app = await gateway({ cookieDomain: 'shop.example' });
    const response = await logOut(app, { jwt_token: 'good' });
    expect(cookieNamed(response, 'jwt_token')).toContain('Domain=shop.example');
    expect(cookieNamed(response, 'logged_in')).toContain('Domain=shop.example');
  });

  it("sends a partner's POST with its own Authorization upstream as the contract's GET", async () => {
    const app = await gateway();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { authorization: 'Bearer good' },
    });
    expect(upstream.seen.at(-1)?.method).toBe('GET');
    expect(upstream.seen.at(-1)?.headers.authorization).toBe('Bearer good');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
  });

  it.each([
    ['GET', '/api/v1/user/logout'],
    ['GET', '/api/v1/User/Logout/'],
    ['GET', '/api/v1//user/%6cogout?lang=fr'],
    ['HEAD', '/api/v1/user/logout'],
    ['PUT', '/api/v1/user/logout'],
    ['DELETE', '/api/v1/user/logout'],
  ] as const)(
    'refuses %s %s with 405 and Allow: POST: a cross-site link or image cannot log out',
    async (method, url) => {
      const app = await gateway();
      const before = upstream.seen.length;
      const response = await app.inject({
        method,
        url,
        headers: { ...XHR, authorization: 'Bearer good' },
        cookies: { jwt_token: 'good', logged_in: '1' },
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      if (method !== 'HEAD') {
        expect(response.json()).toEqual({
          error: { code: 'method_not_allowed', message: 'Logout is a POST' },
        });
      }
      expect(setCookies(response)).toEqual([]);
      expect(upstream.seen.length).toBe(before);
    },
  );

  it('answers a cross-site GET with the cookie alone (no header) the same way', async () => {
    const app = await gateway();
    const response = await app.inject({
      url: '/api/v1/user/logout',
      cookies: { jwt_token: 'good', logged_in: '1' },
    });
    expect(response.statusCode).toBe(405);
    expect(setCookies(response)).toEqual([]);
  });
});
