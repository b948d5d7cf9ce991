import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '../../../src/auth/access-tokens';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  createCart,
  freshAddress,
  freshCaptcha,
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

  it("an attacker's failures from one address never delay the customer elsewhere", async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(api, { login: customer.email, password: `Wrong-${attempt}!` }, attacker);
    }
    const throttled = await login(api, { login: customer.email, password: 'Wrong-10!' }, attacker);
    expect(throttled.body.error.code).toBe('too_many_attempts');
    // At once, with the right password, from the customer's own address.
    const own = await login(api, { login: customer.email, password: customer.password });
    expect(own.status).toBe(200);
  });

  it('makes one address wait longer after each failure on an account, saying how long', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const address = freshAddress();
    const attempt = (password = 'Wrong-Passw0rd!') =>
      login(api, { login: customer.email, password }, address);
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt()).body.error.code).toBe('invalid_credentials');
    }
    // Each wait doubles from 30 s; refused attempts are not failures and change nothing.
    for (const waitS of [30, 60, 120, 240]) {
      const throttled = await attempt(customer.password);
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({
        error: { code: 'too_many_attempts', message: 'Too many failed attempts: retry later' },
      });
      expect(throttled.headers['retry-after']).toBe(String(waitS));
      clock.advance(waitS * 1000 - 1000);
      expect((await attempt()).headers['retry-after']).toBe('1');
      clock.advance(1000);
      expect((await attempt()).body.error.code).toBe('invalid_credentials');
    }
    clock.advance(480_000);
    expect((await attempt(customer.password)).status).toBe(200);
  });

  it('caps the wait at 15 minutes, and a success from the address starts the count again', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const address = freshAddress();
    const attempt = (password = 'Wrong-Passw0rd!') =>
      login(api, { login: customer.email, password }, address);
    for (let failure = 1; failure <= 12; failure += 1) {
      expect((await attempt()).body.error.code).toBe('invalid_credentials');
      clock.advance(FIFTEEN_MINUTES);
    }
    clock.advance(-FIFTEEN_MINUTES);
    expect((await attempt()).headers['retry-after']).toBe(String(15 * 60));
    clock.advance(FIFTEEN_MINUTES);
    expect((await attempt(customer.password)).status).toBe(200);
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt()).body.error.code).toBe('invalid_credentials');
    }
    expect((await attempt()).headers['retry-after']).toBe('30');
  });

  it('needs a fresh captcha token after a failure', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const address = freshAddress();
    const token = freshCaptcha();
    const failed = await login(
      api,
      { login: customer.email, password: 'Wrong-Passw0rd!', captcha_token: token },
      address,
    );
    expect(failed.body.error.code).toBe('invalid_credentials');
    const replayed = await login(
      api,
      { login: customer.email, password: customer.password, captcha_token: token },
      address,
    );
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('captcha_failed');
    const fresh = await login(api, { login: customer.email, password: customer.password }, address);
    expect(fresh.status).toBe(200);
  });

  it('slows an address after 20 failures on any accounts, which a success does not clear', async () => {
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

    const throttled = await login(
      api,
      { login: customer.email, password: customer.password },
      address,
    );
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.code).toBe('too_many_attempts');
    expect(throttled.headers['retry-after']).toBe('30');
    // Another address is not concerned, nor is the account.
    expect((await login(api, { login: customer.email, password: customer.password })).status).toBe(
      200,
    );
    clock.advance(30_000);
    expect(
      (await login(api, { login: customer.email, password: customer.password }, address)).status,
    ).toBe(200);
  });

  it('reads the client address the gateway forwards, and only from the gateway', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const forwarded = freshAddress();
    const viaGateway = () =>
      api.call('POST', '/user/login', {
        body: { login: freshEmail('probe'), password: 'Guess-1!', captcha_token: freshCaptcha() },
        headers: { 'x-forwarded-for': `10.9.9.9, ${forwarded}` },
      });
    for (let attempt = 0; attempt < 20; attempt += 1) await viaGateway();
    // The forwarded client waits, the gateway's own address does not.
    expect((await viaGateway()).body.error.code).toBe('too_many_attempts');
    const direct = await api.call('POST', '/user/login', {
      body: { login: customer.email, password: customer.password, captcha_token: freshCaptcha() },
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
