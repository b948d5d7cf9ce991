import { beforeAll, describe, expect, it } from 'vitest';
import { createRefreshGrant, revokeRefreshGrant } from '../../src/auth/refresh-grants';
import { blacklistToken } from '../../src/auth/blacklist';
import { ACCESS_TOKEN_TTL_S } from '../../src/auth/access-tokens';
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
});
