import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';

/** The dev captcha `npm start`, the tests and the journeys set: the default needs a secret. */
const DEV = { CAPTCHA_MODE: 'dev' };

describe('readConfig', () => {
  it('runs on the defaults of ARCHITECTURE.md §5 once the captcha is chosen', () => {
    expect(readConfig(DEV)).toEqual({
      ok: true,
      value: {
        port: 3100,
        host: '127.0.0.1',
        databaseUrl: undefined,
        dataDir: '.data/shop',
        logLevel: 'info',
        maintenance: false,
        captcha: { mode: 'dev' },
        // SPEC.md §9: a card payment may take 15 minutes.
        paymentExpiryMs: 900_000,
        // scrypt N = 2^15, OWASP's floor.
        passwordHashCost: 15,
        testRoutes: false,
        // Every development convenience is off unless configured.
        seedDemo: false,
        // Unset: a key generated into the database, for development only.
        jwtSecret: undefined,
        // Behind the gateway on this machine (see config.ts).
        trustedProxies: ['loopback'],
        // Unset: the mails stay in the outbox, read in the dev mailbox.
        smtpUrl: undefined,
      },
    });
  });

  it('sends the mails to SMTP_URL, an smtp:// or smtps:// URL only', () => {
    for (const url of ['smtp://127.0.0.1:2525', 'smtps://user:p%40ss@mail.example.fr:465']) {
      expect(readConfig({ ...DEV, SMTP_URL: url })).toMatchObject({
        ok: true,
        value: { smtpUrl: url },
      });
    }
    for (const url of ['mail.example.fr:25', 'http://mail.example.fr', 'smtp://', '']) {
      expect(readConfig({ ...DEV, SMTP_URL: url })).toEqual({
        ok: false,
        message: `invalid configuration: SMTP_URL=${JSON.stringify(url)}: expected an smtp:// or smtps:// URL`,
      });
    }
  });

  it('adds the test-only calls with SHOP_API_TEST_ROUTES=on, and refuses other values', () => {
    expect(readConfig({ ...DEV, SHOP_API_TEST_ROUTES: 'on' })).toMatchObject({
      ok: true,
      value: { testRoutes: true },
    });
    expect(readConfig({ ...DEV, SHOP_API_TEST_ROUTES: 'yes' })).toMatchObject({ ok: false });
  });

  it('verifies captchas with Google when CAPTCHA_MODE=recaptcha has its secret', () => {
    const config = readConfig({ CAPTCHA_MODE: 'recaptcha', CAPTCHA_SECRET: 's3cret' });
    expect(config.ok && config.value.captcha).toEqual({ mode: 'recaptcha', secret: 's3cret' });
  });

  it('verifies with Google by default: a secret alone is enough', () => {
    const config = readConfig({ CAPTCHA_SECRET: 's3cret' });
    expect(config.ok && config.value.captcha).toEqual({ mode: 'recaptcha', secret: 's3cret' });
    expect(readConfig({ CAPTCHA_MODE: 'dev', CAPTCHA_SECRET: 's3cret' })).toMatchObject({
      ok: true,
      value: { captcha: { mode: 'dev' } },
    });
  });

  it('refuses CAPTCHA_MODE=recaptcha without a secret, in one line saying what is missing', () => {
    const expected = {
      ok: false,
      message:
        'invalid configuration: CAPTCHA_SECRET is required when CAPTCHA_MODE=recaptcha, the default (CAPTCHA_MODE=dev takes any token: for development only)',
    };
    expect(readConfig({})).toEqual(expected);
    expect(readConfig({ CAPTCHA_MODE: 'recaptcha' })).toEqual(expected);
    expect(readConfig({ CAPTCHA_MODE: 'recaptcha', CAPTCHA_SECRET: '' })).toEqual({
      ok: false,
      message: 'invalid configuration: CAPTCHA_SECRET="": expected the reCAPTCHA secret',
    });
  });

  it('refuses an unknown CAPTCHA_MODE', () => {
    expect(readConfig({ CAPTCHA_MODE: 'google' })).toEqual({
      ok: false,
      message: 'invalid configuration: CAPTCHA_MODE="google": expected dev or recaptcha',
    });
  });

  it('reads PAYMENT_EXPIRY_S as seconds and gives milliseconds', () => {
    const config = (seconds: string) => readConfig({ ...DEV, PAYMENT_EXPIRY_S: seconds });
    expect(config('60')).toMatchObject({ ok: true, value: { paymentExpiryMs: 60_000 } });
    expect(config('1')).toMatchObject({ ok: true, value: { paymentExpiryMs: 1000 } });
    expect(config('900')).toMatchObject({ ok: true, value: { paymentExpiryMs: 900_000 } });
  });

  it.each(['abc', '', 'mysql://127.0.0.1/test', '127.0.0.1:5432/test'])(
    'refuses DATABASE_URL=%j in one line, naming the variable',
    (url) => {
      expect(readConfig({ ...DEV, DATABASE_URL: url })).toEqual({
        ok: false,
        message: `invalid configuration: DATABASE_URL=${JSON.stringify(url)}: expected a postgres:// URL`,
      });
    },
  );

  it.each(['0', '-5', '1.5', '15m', '', ' 900', '0900', '1e3', '1000000'])(
    'refuses PAYMENT_EXPIRY_S=%j, naming the variable',
    (seconds) => {
      expect(readConfig({ ...DEV, PAYMENT_EXPIRY_S: seconds })).toEqual({
        ok: false,
        message: `invalid configuration: PAYMENT_EXPIRY_S=${JSON.stringify(seconds)}: expected a number of seconds`,
      });
    },
  );

  it('reads PASSWORD_HASH_COST as log2 of scrypt’s N, from 10 to 20', () => {
    const config = (cost: string) => readConfig({ ...DEV, PASSWORD_HASH_COST: cost });
    expect(config('10')).toMatchObject({ ok: true, value: { passwordHashCost: 10 } });
    expect(config('15')).toMatchObject({ ok: true, value: { passwordHashCost: 15 } });
    expect(config('20')).toMatchObject({ ok: true, value: { passwordHashCost: 20 } });
  });

  it.each(['9', '21', '0', '-1', '1.5', 'high', '', ' 15', '015', '32768'])(
    'refuses PASSWORD_HASH_COST=%j, naming the variable',
    (cost) => {
      expect(readConfig({ ...DEV, PASSWORD_HASH_COST: cost })).toEqual({
        ok: false,
        message: `invalid configuration: PASSWORD_HASH_COST=${JSON.stringify(cost)}: expected a whole number from 10 to 20`,
      });
    },
  );

  it('reads SEED_DEMO, off unless set to on', () => {
    expect(readConfig({ ...DEV, SEED_DEMO: 'on' })).toMatchObject({
      ok: true,
      value: { seedDemo: true },
    });
    expect(readConfig({ ...DEV, SEED_DEMO: 'off' })).toMatchObject({
      ok: true,
      value: { seedDemo: false },
    });
    expect(readConfig({ ...DEV, SEED_DEMO: 'yes' })).toEqual({
      ok: false,
      message: 'invalid configuration: SEED_DEMO="yes": expected on or off',
    });
  });

  it('signs tokens with JWT_SECRET when set, 32 characters or more', () => {
    const secret = 'k'.repeat(32);
    expect(readConfig({ ...DEV, JWT_SECRET: secret })).toMatchObject({
      ok: true,
      value: { jwtSecret: secret },
    });
    expect(readConfig({ ...DEV, JWT_SECRET: 'k'.repeat(31) })).toEqual({
      ok: false,
      message: `invalid configuration: JWT_SECRET="${'k'.repeat(31)}": expected a random secret of 32 characters or more`,
    });
  });

  it('reads SHOP_API_TRUSTED_PROXIES as the gateway reads TRUSTED_PROXIES', () => {
    const config = (value: string) => readConfig({ ...DEV, SHOP_API_TRUSTED_PROXIES: value });
    expect(config('10.0.0.5, 172.16.0.0/12')).toMatchObject({
      ok: true,
      value: { trustedProxies: ['10.0.0.5', '172.16.0.0/12'] },
    });
    // Empty: nobody's X-Forwarded-For is believed, the peer is the client.
    expect(config('')).toMatchObject({ ok: true, value: { trustedProxies: [] } });
    expect(config('everyone')).toEqual({
      ok: false,
      message:
        'invalid configuration: SHOP_API_TRUSTED_PROXIES="everyone": expected addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas',
    });
  });
});

describe('readConfig: NODE_ENV=production refuses the development settings', () => {
  /** A production shop API: Google's captcha and a signing secret of its own. */
  const production = {
    NODE_ENV: 'production',
    CAPTCHA_SECRET: 's3cret',
    JWT_SECRET: 'a-production-secret-of-32-characters!',
    SMTP_URL: 'smtps://boutique:secret@mail.example.fr:465',
  };
  const refusal = (setting: string, instead: string) =>
    `invalid configuration: ${setting}: a development setting, refused when NODE_ENV=production (set ${instead})`;

  it('starts with a captcha secret and a signing secret, everything else at the defaults', () => {
    expect(readConfig(production)).toMatchObject({
      ok: true,
      value: {
        captcha: { mode: 'recaptcha', secret: 's3cret' },
        jwtSecret: production.JWT_SECRET,
        seedDemo: false,
        testRoutes: false,
        passwordHashCost: 15,
      },
    });
  });

  it.each([
    ['CAPTCHA_MODE', 'dev', 'CAPTCHA_MODE=recaptcha with CAPTCHA_SECRET'],
    ['SHOP_API_TEST_ROUTES', 'on', 'SHOP_API_TEST_ROUTES=off'],
    ['SEED_DEMO', 'on', 'SEED_DEMO=off'],
    ['PASSWORD_HASH_COST', '10', 'PASSWORD_HASH_COST=15 or more'],
    ['PASSWORD_HASH_COST', '14', 'PASSWORD_HASH_COST=15 or more'],
  ])('refuses %s=%s in one line saying what to set', (name, value, instead) => {
    expect(readConfig({ ...production, [name]: value })).toEqual({
      ok: false,
      message: refusal(`${name}=${JSON.stringify(value)}`, instead),
    });
    // Outside production the same value is what the tests and journeys run on.
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(readConfig({ ...production, NODE_ENV, [name]: value })).toMatchObject({ ok: true });
    }
  });

  it('refuses to keep the mails unsent: SMTP_URL is required', () => {
    expect(readConfig({ ...production, SMTP_URL: undefined })).toEqual({
      ok: false,
      message: refusal(
        'SMTP_URL unset',
        "SMTP_URL to the shop's mail server (smtp:// or smtps://)",
      ),
    });
  });

  it('refuses the signing key generated into the database, naming JWT_SECRET', () => {
    expect(readConfig({ ...production, JWT_SECRET: undefined })).toEqual({
      ok: false,
      message: refusal(
        'JWT_SECRET unset',
        'JWT_SECRET to a random secret of 32 characters or more, the same on every instance',
      ),
    });
  });

  it('takes a cost above the default', () => {
    expect(readConfig({ ...production, PASSWORD_HASH_COST: '17' })).toMatchObject({
      ok: true,
      value: { passwordHashCost: 17 },
    });
  });

  it('names every development setting at once, on one line', () => {
    const result = readConfig({
      NODE_ENV: 'production',
      CAPTCHA_MODE: 'dev',
      SEED_DEMO: 'on',
      SHOP_API_TEST_ROUTES: 'on',
      PASSWORD_HASH_COST: '10',
    });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).not.toContain('\n');
    for (const setting of [
      'CAPTCHA_MODE="dev"',
      'SEED_DEMO="on"',
      'SHOP_API_TEST_ROUTES="on"',
      'PASSWORD_HASH_COST="10"',
      'JWT_SECRET unset',
      'SMTP_URL unset',
    ]) {
      expect(message).toContain(setting);
    }
  });
});
