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
});
