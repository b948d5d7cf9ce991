import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';

describe('readConfig', () => {
  it('runs on the defaults of ARCHITECTURE.md §5', () => {
    expect(readConfig({})).toEqual({
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
      },
    });
  });

  it('adds the test-only calls with SHOP_API_TEST_ROUTES=on, and refuses other values', () => {
    expect(readConfig({ SHOP_API_TEST_ROUTES: 'on' })).toMatchObject({
      ok: true,
      value: { testRoutes: true },
    });
    expect(readConfig({ SHOP_API_TEST_ROUTES: 'yes' })).toMatchObject({ ok: false });
  });

  it('verifies captchas with Google when CAPTCHA_MODE=recaptcha has its secret', () => {
    const config = readConfig({ CAPTCHA_MODE: 'recaptcha', CAPTCHA_SECRET: 's3cret' });
    expect(config.ok && config.value.captcha).toEqual({ mode: 'recaptcha', secret: 's3cret' });
  });

  it('keeps the dev verifier when only a secret is given', () => {
    const config = readConfig({ CAPTCHA_SECRET: 's3cret' });
    expect(config.ok && config.value.captcha).toEqual({ mode: 'dev' });
    expect(readConfig({ CAPTCHA_MODE: 'dev' })).toMatchObject({
      ok: true,
      value: { captcha: { mode: 'dev' } },
    });
  });

  it('refuses CAPTCHA_MODE=recaptcha without a secret, in one line saying what is missing', () => {
    const expected = {
      ok: false,
      message: 'invalid configuration: CAPTCHA_SECRET is required when CAPTCHA_MODE=recaptcha',
    };
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
    const config = (seconds: string) => readConfig({ PAYMENT_EXPIRY_S: seconds });
    expect(config('60')).toMatchObject({ ok: true, value: { paymentExpiryMs: 60_000 } });
    expect(config('1')).toMatchObject({ ok: true, value: { paymentExpiryMs: 1000 } });
    expect(config('900')).toMatchObject({ ok: true, value: { paymentExpiryMs: 900_000 } });
  });

  it.each(['0', '-5', '1.5', '15m', '', ' 900', '0900', '1e3', '1000000'])(
    'refuses PAYMENT_EXPIRY_S=%j, naming the variable',
    (seconds) => {
      expect(readConfig({ PAYMENT_EXPIRY_S: seconds })).toEqual({
        ok: false,
        message: `invalid configuration: PAYMENT_EXPIRY_S=${JSON.stringify(seconds)}: expected a number of seconds`,
      });
    },
  );

  it('reads PASSWORD_HASH_COST as log2 of scrypt’s N, from 10 to 20', () => {
    const config = (cost: string) => readConfig({ PASSWORD_HASH_COST: cost });
    expect(config('10')).toMatchObject({ ok: true, value: { passwordHashCost: 10 } });
    expect(config('15')).toMatchObject({ ok: true, value: { passwordHashCost: 15 } });
    expect(config('20')).toMatchObject({ ok: true, value: { passwordHashCost: 20 } });
  });

  it.each(['9', '21', '0', '-1', '1.5', 'high', '', ' 15', '015', '32768'])(
    'refuses PASSWORD_HASH_COST=%j, naming the variable',
    (cost) => {
      expect(readConfig({ PASSWORD_HASH_COST: cost })).toEqual({
        ok: false,
        message: `invalid configuration: PASSWORD_HASH_COST=${JSON.stringify(cost)}: expected a whole number from 10 to 20`,
      });
    },
  );

  it('refuses a cost below 15 in production, in one line naming PASSWORD_HASH_COST', () => {
    const production = { NODE_ENV: 'production' };
    const refusal = (cost: number) => ({
      ok: false,
      message: `invalid configuration: PASSWORD_HASH_COST=${cost} is below 15, the least allowed when NODE_ENV=production`,
    });
    expect(readConfig({ ...production, PASSWORD_HASH_COST: '10' })).toEqual(refusal(10));
    expect(readConfig({ ...production, PASSWORD_HASH_COST: '14' })).toEqual(refusal(14));
    expect(readConfig({ ...production, PASSWORD_HASH_COST: '15' })).toMatchObject({
      ok: true,
      value: { passwordHashCost: 15 },
    });
    expect(readConfig({ ...production, PASSWORD_HASH_COST: '17' })).toMatchObject({
      ok: true,
      value: { passwordHashCost: 17 },
    });
    expect(readConfig(production)).toMatchObject({ ok: true, value: { passwordHashCost: 15 } });
    // Outside production the tests and journeys run at 10.
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(readConfig({ NODE_ENV, PASSWORD_HASH_COST: '10' })).toMatchObject({
        ok: true,
        value: { passwordHashCost: 10 },
      });
    }
  });
});
