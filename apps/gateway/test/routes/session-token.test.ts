import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startSessionUpstream } from '../helpers/session-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: Awaited<ReturnType<typeof startSessionUpstream>>;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startSessionUpstream();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    rateLimit: false,
    logger: { level: 'trace', stream },
  });
});
afterAll(async () => {
  await app?.close();
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

function lastCall() {
  const call = upstream.seen.at(-1);
  if (!call) throw new Error('the upstream saw no call');
  return call;
}

function callsTo(path: string) {
  return upstream.seen.filter((call) => call.url.startsWith(path));
}

describe('what goes upstream', () => {
  it('swaps x-with-token for the cookie as a Bearer, and sends neither the marker nor cookies', async () => {
    const response = await app.inject({
      url: '/api/v1/me?lang=fr',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=good; logged_in=1; _ga=GA1.2' },
    });
    expect(response.statusCode).toBe(200);
    const { headers } = lastCall();
    expect(headers.authorization).toBe('Bearer good');
    expect(headers).not.toHaveProperty('cookie');
    expect(headers).not.toHaveProperty('x-with-token');
  });

  it('sends no Authorization without the marker, cookie or not', async () => {
    await app.inject({ url: '/api/v1/shop', cookies: { jwt_token: 'good' } });
    expect(lastCall().headers).not.toHaveProperty('authorization');
    await app.inject({ url: '/api/v1/shop', headers: { 'x-with-token': '1' } });
    expect(lastCall().headers).not.toHaveProperty('authorization');
  });

  it("passes a client's own Authorization untouched (partners), cookie or marker aside", async () => {
    await app.inject({
      url: '/api/v1/me',
      headers: { authorization: 'Bearer partner', 'x-with-token': '1', cookie: 'jwt_token=good' },
    });
    expect(lastCall().headers.authorization).toBe('Bearer partner');
  });
});

describe('the remember-me renewal', () => {
  it('replays a GET once with the new token and renews the cookie for 365 days', async () => {
    const before = callsTo('/api/v1/me').length;
    const response = await app.inject({
      url: '/api/v1/me',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=expired-rm; logged_in=1' },
    });
    const calls = callsTo('/api/v1/me').slice(before);
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      'Bearer expired-rm',
      'Bearer renewed',
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token_seen).toBe('renewed');
    expect(cookieNamed(response, 'jwt_token')).toBe(
      'jwt_token=renewed; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(cookieNamed(response, 'logged_in')).toMatch(/^logged_in=1; Max-Age=31536000/);
  });

  it('replays a POST with its body as it came', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me',
      headers: { ...XHR, 'x-with-token': '1', cookie: 'jwt_token=expired-rm' },
      payload: { quantity: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ token_seen: 'renewed', body: { quantity: 2 } });
    const replay = lastCall();
    expect(replay.method).toBe('POST');
    expect(replay.body).toEqual({ quantity: 2 });
  });

  it('replays only once; the 401 then reaches the browser without any token', async () => {
    const before = callsTo('/api/v1/me').length;
    const response = await app.inject({
      url: '/api/v1/me',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=loop; logged_in=1' },
    });
    expect(callsTo('/api/v1/me').length - before).toBe(2);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'expired_token', message: 'Expired token: replay with data.token' },
    });
    // expired_token ends the session (SPEC.md §4): the cookies go.
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=; Max-Age=0/);
  });

  it('renews the cookie even when the replay cannot reach the upstream', async () => {
    // The renewal used the old grant up (the upstream rotates it): the browser must not keep
    // the old token, which would end the session at its next call.
    const response = await app.inject({
      url: '/api/v1/me',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=expired-cut; logged_in=1' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('upstream_unavailable');
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=cut; Max-Age=31536000/);
  });

  it('leaves a partner its own 401 and token: nothing is replayed for them', async () => {
    const before = callsTo('/api/v1/me').length;
    const response = await app.inject({
      url: '/api/v1/me',
      headers: { authorization: 'Bearer expired-rm' },
    });
    expect(callsTo('/api/v1/me').length - before).toBe(1);
    expect(response.statusCode).toBe(401);
    expect(response.json().data.token).toBe('renewed');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('other 401s', () => {
  it('pass through with their code and clear the cookies when the code ends the session', async () => {
    const response = await app.inject({
      url: '/api/v1/me',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=revoked; logged_in=1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('blacklisted_token');
    expect(cookieNamed(response, 'jwt_token')).toMatch(/^jwt_token=; Max-Age=0/);
    expect(cookieNamed(response, 'logged_in')).toMatch(/^logged_in=; Max-Age=0/);
  });

  it('pass through and keep the cookies when the code does not end the session', async () => {
    const response = await app.inject({
      url: '/api/v1/me',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=forbidden; logged_in=1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('login_required');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('the logs', () => {
  it('never hold a token, whatever went through', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: XHR,
      payload: { login: 'ada@example.com', password: 'secret', remember_me: true },
    });
    await app.inject({
      url: '/api/v1/me',
      headers: { 'x-with-token': '1', cookie: 'jwt_token=expired-rm' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: XHR,
      cookies: { jwt_token: 'good' },
    });
    const logs = logLines.join('');
    expect(logs).toContain('/api/v1/me');
    for (const secret of ['tok-login', 'expired-rm', 'renewed', 'jwt_token=good', 'secret'])
      expect(logs).not.toContain(secret);
  });
});
