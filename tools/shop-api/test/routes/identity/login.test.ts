import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '../../../src/auth/access-tokens';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  createCart,
  freshAddress,
  freshEmail,
  linesOfCart,
  login,
  twoProducts,
} from './identity-calls';

const FIFTEEN_MINUTES = 15 * 60_000;

describe.each(testDatabaseKinds)('login and logout on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  it('logs the seeded demo account in with a session for its customer', async () => {
    const { status, body } = await login(api, {
      login: 'Marie.Durand@example.fr',
      password: 'Bonjour-2026!',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      remember_me: false,
      user: { email: 'marie.durand@example.fr' },
      customer: {
        cegid_id: 'C100001',
        firstname: 'Marie',
        lastname: 'Durand',
        email: 'marie.durand@example.fr',
        birthday: { day: 12, month: 4, year: 1978 },
        optins: { health_newsletter: true, product_newsletter: true, sms: true },
      },
      cart: { cart_token: null },
    });
    expect(body.data.customer.addresses).toHaveLength(2);
    expect(
      body.data.customer.addresses.filter(
        (address: { is_invoice_default: boolean; is_delivery_default: boolean }) =>
          address.is_invoice_default && address.is_delivery_default,
      ),
    ).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);

    const logged = await api.call('GET', '/customer/logged', { token: body.data.token });
    expect(logged.status).toBe(200);
    expect(logged.body.data.customer.cegid_id).toBe('C100001');
  });

  it('answers missing_credentials without login or password', async () => {
    for (const body of [
      {},
      { login: 'a@example.fr' },
      { password: 'x' },
      { login: ' ', password: 'x' },
    ]) {
      const { status, body: reply } = await login(api, body);
      expect(status).toBe(400);
      expect(reply.error.code).toBe('missing_credentials');
    }
  });

  it('answers captcha_failed when the anti-spam check fails or is missing', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const refused = await login(api, {
      login: customer.email,
      password: customer.password,
      captcha_token: 'fail',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('captcha_failed');
    const missing = await api.call('POST', '/user/login', {
      body: { login: customer.email, password: customer.password },
      remoteAddress: freshAddress(),
    });
    expect(missing.body.error.code).toBe('captcha_failed');
  });

  it('answers invalid_credentials alike for an unknown e-mail and a wrong password', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const wrong = await login(api, { login: customer.email, password: 'Wrong-Passw0rd!' });
    const unknown = await login(api, { login: freshEmail(), password: customer.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('invalid_credentials');
  });

  it('locks an account for 15 minutes after 5 failures, even from other addresses', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await login(api, { login: customer.email, password: `Wrong-${attempt}!` });
      expect(failed.body.error.code).toBe('invalid_credentials');
    }
    const locked = await login(api, { login: customer.email, password: customer.password });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);

    clock.advance(FIFTEEN_MINUTES - 1000);
    const stillLocked = await login(api, { login: customer.email, password: customer.password });
    expect(stillLocked.body.error.code).toBe('too_many_attempts');
    clock.advance(1000);
    const allowed = await login(api, { login: customer.email, password: customer.password });
    expect(allowed.status).toBe(200);
  });

  it('forgets the account failures on success, so the count starts again', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const wrong = () => login(api, { login: customer.email, password: 'Wrong-Passw0rd!' });
    for (let attempt = 0; attempt < 4; attempt += 1) await wrong();
    expect((await login(api, { login: customer.email, password: customer.password })).status).toBe(
      200,
    );
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await wrong()).body.error.code).toBe('invalid_credentials');
    }
    expect((await wrong()).body.error.code).toBe('invalid_credentials');
    expect((await wrong()).body.error.code).toBe('too_many_attempts');
  });

  it('locks an address after 20 failures, which a success from it does not clear', async () => {
    const address = freshAddress();
    const customer = await createTestCustomer(api.app, api.db);
    for (let attempt = 0; attempt < 19; attempt += 1) {
      const failed = await login(
        api,
        { login: freshEmail('probe'), password: 'Guess-1!' },
        address,
      );
      expect(failed.body.error.code).toBe('invalid_credentials');
    }
    // A success between the failures leaves the address's count as it was.
    expect(
      (await login(api, { login: customer.email, password: customer.password }, address)).status,
    ).toBe(200);
    await login(api, { login: freshEmail('probe'), password: 'Guess-1!' }, address);

    const locked = await login(
      api,
      { login: customer.email, password: customer.password },
      address,
    );
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('too_many_attempts');
    // Another address is not concerned, nor is the account.
    expect((await login(api, { login: customer.email, password: customer.password })).status).toBe(
      200,
    );
    clock.advance(FIFTEEN_MINUTES);
    expect(
      (await login(api, { login: customer.email, password: customer.password }, address)).status,
    ).toBe(200);
  });

  it('reads the client address the gateway forwards, and only from the gateway', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const forwarded = freshAddress();
    const viaGateway = () =>
      api.call('POST', '/user/login', {
        body: { login: freshEmail('probe'), password: 'Guess-1!', captcha_token: 'ok' },
        headers: { 'x-forwarded-for': `10.9.9.9, ${forwarded}` },
      });
    for (let attempt = 0; attempt < 20; attempt += 1) await viaGateway();
    // The forwarded client is locked out, the gateway's own address is not.
    expect((await viaGateway()).body.error.code).toBe('too_many_attempts');
    const direct = await api.call('POST', '/user/login', {
      body: { login: customer.email, password: customer.password, captcha_token: 'ok' },
      headers: { 'x-forwarded-for': forwarded },
      remoteAddress: freshAddress(),
    });
    expect(direct.status).toBe(200);
  });

  it('logs out: the token is blacklisted', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const session = await login(api, { login: customer.email, password: customer.password });
    const { token } = session.body.data;
    const out = await api.call('GET', '/user/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { success: true } });
    const after = await api.call('GET', '/customer/logged', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('blacklisted_token');
    expect((await api.call('GET', '/user/logout')).body.error.code).toBe('token_required');
    expect((await api.call('GET', '/user/logout', { token: 'x.y.z' })).body.error.code).toBe(
      'invalid_token',
    );
  });

  it('remember-me renews an expired token until logout revokes the grant', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const session = await login(api, {
      login: customer.email,
      password: customer.password,
      remember_me: true,
    });
    expect(session.body.data.remember_me).toBe(true);
    const { token } = session.body.data;

    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    const expired = await api.call('GET', '/customer/logged', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('expired_token');
    const renewed: string = expired.body.data.token;
    const replay = await api.call('GET', '/customer/logged', { token: renewed });
    expect(replay.status).toBe(200);
    expect(replay.body.data.customer.id).toBe(customer.customerId);

    expect((await api.call('GET', '/user/logout', { token: renewed })).status).toBe(200);
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    // The first token, expired, can no longer be renewed: its grant ended with the logout.
    const ended = await api.call('GET', '/customer/logged', { token });
    expect(ended.body.error.code).toBe('refresh_no_longer_available');
  });

  it('without remember-me an expired token is simply expired', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const session = await login(api, { login: customer.email, password: customer.password });
    clock.advance(ACCESS_TOKEN_TTL_S * 1000);
    const expired = await api.call('GET', '/customer/logged', { token: session.body.data.token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: { code: 'expired_token', message: 'Expired token' } });
  });

  it("gives the visitor's cart to the customer who logs in", async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const [first] = await twoProducts(api);
    const visitorCart = await createCart(api, [{ productId: first, quantity: 2 }]);
    const session = await login(api, {
      login: customer.email,
      password: customer.password,
      cart_token: visitorCart.token,
    });
    expect(session.body.data.cart).toEqual({ cart_token: visitorCart.token });
    expect(await linesOfCart(api, visitorCart.token)).toEqual({
      customerId: customer.customerId,
      lines: [{ productId: first, quantity: 2 }],
    });
  });

  it("merges the visitor's cart into the customer's own, quantities added", async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const [first, second] = await twoProducts(api);
    const ownCart = await createCart(api, [{ productId: first, quantity: 1 }], customer.customerId);
    const visitorCart = await createCart(api, [
      { productId: first, quantity: 2 },
      { productId: second, quantity: 1 },
    ]);
    const session = await login(api, {
      login: customer.email,
      password: customer.password,
      cart_token: visitorCart.token,
    });
    expect(session.body.data.cart).toEqual({ cart_token: ownCart.token });
    expect(await linesOfCart(api, ownCart.token)).toEqual({
      customerId: customer.customerId,
      lines: [
        { productId: first, quantity: 3 },
        { productId: second, quantity: 1 },
      ].sort((a, b) => a.productId - b.productId),
    });
    expect(await linesOfCart(api, visitorCart.token)).toBeNull();
  });

  it("never takes another customer's cart, and answers the customer's own", async () => {
    const owner = await createTestCustomer(api.app, api.db);
    const customer = await createTestCustomer(api.app, api.db);
    const [first] = await twoProducts(api);
    const ownersCart = await createCart(api, [{ productId: first, quantity: 1 }], owner.customerId);
    const session = await login(api, {
      login: customer.email,
      password: customer.password,
      cart_token: ownersCart.token,
    });
    expect(session.body.data.cart).toEqual({ cart_token: null });
    expect((await linesOfCart(api, ownersCart.token))?.customerId).toBe(owner.customerId);
  });
});
