import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createRefreshGrant,
  REFRESH_GRANT_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  revokeRefreshGrant,
} from '../../src/auth/refresh-grants';
import { blacklistToken } from '../../src/auth/blacklist';
import { ACCESS_TOKEN_TTL_S } from '../../src/auth/access-tokens';
import { loadSigningSecret } from '../../src/auth/signing-secret';
import { setPasswordHash } from '../../src/repositories/identity/users';
import { createTestCustomer } from '../helpers/customers';
import { useSeededApp } from '../helpers/seeded-app';
import { createTestClock } from '../helpers/test-clock';
import { testDatabaseKinds } from '../helpers/test-databases';

describe.each(testDatabaseKinds)('with-token calls on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  // A with-token call of our own, so the plugin is tested apart from any route's rules.
  const whoami = (token?: string, authorization?: string) =>
    api.app.inject({
      url: '/test/whoami',
      headers: authorization
        ? { authorization }
        : token
          ? { authorization: `Bearer ${token}` }
          : {},
    });

  beforeAll(() => {
    api.app.get('/test/whoami', { preHandler: api.app.requireAuth }, async (request) => ({
      data: { customer: request.auth?.customerId },
    }));
  });

  it('answers token_required, invalid_token, expired_token and blacklisted_token', async () => {
    const customer = await createTestCustomer(api.app, api.db);

    expect((await whoami()).json()).toMatchObject({ error: { code: 'token_required' } });
    expect((await whoami(undefined, 'Basic abc')).json().error.code).toBe('invalid_token');
    expect((await whoami('not.a.jwt')).json().error.code).toBe('invalid_token');
    const tampered = `${customer.token.slice(0, -3)}abc`;
    expect((await whoami(tampered)).statusCode).toBe(401);

    const ok = await whoami(customer.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { customer: customer.customerId } });

    clock.advance(ACCESS_TOKEN_TTL_S * 1000);
    const expired = await whoami(customer.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: { code: 'expired_token', message: 'Expired token' } });

    const fresh = await api.app.tokens.issue(customer);
    const claims = await api.app.tokens.read(fresh);
    if (claims.kind !== 'valid') throw new Error('a fresh token must be valid');
    await blacklistToken(api.db, claims.claims);
    expect((await whoami(fresh)).json().error.code).toBe('blacklisted_token');
  });

  it('renews an expired remember-me token with a new one in data, until the grant ends', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const grant = await createRefreshGrant(api.db, customer.userId, clock.now());
    const token = await api.app.tokens.issue({ ...customer, refreshGrantId: grant });
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);

    const expired = await whoami(token);
    expect(expired.statusCode).toBe(401);
    const body = expired.json();
    expect(body.error.code).toBe('expired_token');
    const replay = await whoami(body.data.token);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.customer).toBe(customer.customerId);

    await revokeRefreshGrant(api.db, grant, clock.now());
    expect((await whoami(token)).json().error.code).toBe('refresh_no_longer_available');
  });

  it('takes a token issued before versions as version 0, refused once the password changed', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const seconds = Math.floor(clock.now() / 1000);
    const legacy = await new SignJWT({ cid: customer.customerId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(customer.userId))
      .setIssuer('shop-api')
      .setJti('legacy-token')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + ACCESS_TOKEN_TTL_S)
      .sign(await loadSigningSecret(api.db));
    expect((await whoami(legacy)).statusCode).toBe(200);

    await setPasswordHash(api.db, customer.userId, 'another-hash');
    expect((await whoami(legacy)).json().error.code).toBe('blacklisted_token');
    expect((await whoami(customer.token)).json().error.code).toBe('blacklisted_token');
  });

  /** A remember-me token of a new customer, already past its hour. */
  async function expiredRememberedToken() {
    const customer = await createTestCustomer(api.app, api.db);
    const grant = await createRefreshGrant(api.db, customer.userId, clock.now());
    const token = await api.app.tokens.issue({ ...customer, refreshGrantId: grant });
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    return { customer, grant, token };
  }

  /** The grant a token was issued under. */
  async function grantOf(token: string) {
    const reading = await api.app.tokens.read(token);
    if (reading.kind === 'invalid') throw new Error('not one of our tokens');
    return reading.claims.refreshGrantId;
  }

  it('renews under a new grant: the used one then renews nothing', async () => {
    const { grant, token } = await expiredRememberedToken();
    const renewal = (await whoami(token)).json();
    expect(renewal.error.code).toBe('expired_token');
    const successor = await grantOf(renewal.data.token);
    expect(successor).toEqual(expect.any(String));
    expect(successor).not.toBe(grant);
    expect((await whoami(renewal.data.token)).statusCode).toBe(200);

    clock.advance(REFRESH_REUSE_GRACE_MS);
    const reused = await whoami(token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      error: { code: 'refresh_no_longer_available', message: expect.any(String) },
    });
  });

  it('a reused grant ends its successors too: a thief who renewed first loses the session', async () => {
    const { token } = await expiredRememberedToken();
    const thief = (await whoami(token)).json().data.token as string;
    clock.advance(REFRESH_REUSE_GRACE_MS);
    expect((await whoami(token)).json().error.code).toBe('refresh_no_longer_available');

    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    expect((await whoami(thief)).json()).toEqual({
      error: { code: 'refresh_no_longer_available', message: expect.any(String) },
    });
  });

  it('calls sent together with one expired token all renew, under one successor', async () => {
    const { token } = await expiredRememberedToken();
    const replies = await Promise.all([whoami(token), whoami(token), whoami(token)]);
    const renewed = replies.map((reply) => reply.json().data?.token as string);
    const grants = new Set(await Promise.all(renewed.map(grantOf)));
    expect(grants.size).toBe(1);
    // A late one, still within the grace, too.
    clock.advance(REFRESH_REUSE_GRACE_MS - 1);
    const late = (await whoami(token)).json().data.token as string;
    expect(await grantOf(late)).toBe([...grants][0]);
    for (const next of [...renewed, late]) expect((await whoami(next)).statusCode).toBe(200);
  });

  it('a renewed session keeps the expiry of the remember-me it started with', async () => {
    const { token } = await expiredRememberedToken();
    clock.advance(REFRESH_GRANT_TTL_MS - ACCESS_TOKEN_TTL_S * 1000 - 2);
    const renewed = (await whoami(token)).json().data.token as string;
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    expect((await whoami(renewed)).json().error.code).toBe('refresh_no_longer_available');
  });
});
