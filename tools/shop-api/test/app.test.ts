import { jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaSettings } from '../src/plugins/captcha';
import { DEMO_ACCOUNTS } from '../src/seed/customers/demo-accounts';
import { startFakeRecaptcha, type FakeRecaptcha } from './routes/forms/fake-recaptcha';
import { freshEmail, login } from './routes/identity/identity-calls';
import { useSeededApp, useSiblingApp, type SeededApp } from './helpers/seeded-app';
import { pglite } from './helpers/test-databases';

/** The client the gateway names, and an address of the gateway's own network. */
const SHOPPER = '198.51.100.77';
const GATEWAY_HOST = '10.0.0.5';

describe('buildApp: whose X-Forwarded-For names the client (SHOP_API_TRUSTED_PROXIES)', () => {
  let fake: FakeRecaptcha;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  // Google is told the client's address: what the captcha and the login limits see. A
  // getter: the apps are built in beforeAll, once the fake's port is known.
  const recaptcha = (): CaptchaSettings => ({
    mode: 'recaptcha',
    secret: 'test-secret',
    verifyUrl: fake.url,
  });
  const byDefault = useSeededApp(pglite, {
    get captcha() {
      return recaptcha();
    },
  });
  const trustingNobody = useSiblingApp(byDefault, {
    trustedProxies: [],
    get captcha() {
      return recaptcha();
    },
  });
  const trustingGatewayHost = useSiblingApp(byDefault, {
    trustedProxies: [GATEWAY_HOST],
    get captcha() {
      return recaptcha();
    },
  });

  async function clientSeenBy(api: SeededApp, from: string): Promise<string | null> {
    fake.reset();
    await api.call('POST', '/newsletter', {
      body: { email: freshEmail('ip'), newsletters: { product: true }, captcha_token: 'human' },
      headers: { 'x-forwarded-for': SHOPPER },
      remoteAddress: from,
    });
    return fake.calls[0]?.remoteip ?? null;
  }

  it('believes the gateway on this machine by default, and nobody else', async () => {
    expect(await clientSeenBy(byDefault, '127.0.0.1')).toBe(SHOPPER);
    expect(await clientSeenBy(byDefault, GATEWAY_HOST)).toBe(GATEWAY_HOST);
  });

  it('believes nobody when the list is empty', async () => {
    expect(await clientSeenBy(trustingNobody, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('believes the configured proxies only', async () => {
    expect(await clientSeenBy(trustingGatewayHost, GATEWAY_HOST)).toBe(SHOPPER);
    expect(await clientSeenBy(trustingGatewayHost, '127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('buildApp: the access tokens’ key (JWT_SECRET)', () => {
  const secret = 'a-test-secret-of-at-least-32-characters';
  const configured = useSeededApp(pglite, { jwtSecret: secret });
  // A second instance with the same secret, and one on the key kept in the database.
  const sameSecret = useSiblingApp(configured, { jwtSecret: secret });
  const databaseKey = useSiblingApp(configured, {});

  it('signs with JWT_SECRET, so every instance given it accepts the others’ tokens', async () => {
    const [account] = DEMO_ACCOUNTS;
    if (!account) throw new Error('no demo account');
    const { status, body } = await login(configured, {
      login: account.email,
      password: account.password,
    });
    expect(status).toBe(200);
    const token = body.data.token as string;
    await expect(jwtVerify(token, new TextEncoder().encode(secret))).resolves.toBeTruthy();

    const profile = (api: SeededApp) => api.call('GET', '/customer/logged', { token });
    expect((await profile(sameSecret)).status).toBe(200);
    const refused = await profile(databaseKey);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_token');
  });
});
