import * as v from 'valibot';
import {
  logLevelVariable,
  parseEnv,
  portVariable,
  textVariable,
  type EnvResult,
} from '@shop/domain';
import {
  DEFAULT_PASSWORD_HASH_COST,
  PASSWORD_HASH_COST_RANGE as COST_RANGE,
} from './auth/passwords';
import type { CaptchaSettings } from './plugins/captcha';

const costExpected = `expected a whole number from ${COST_RANGE.min} to ${COST_RANGE.max}`;

const ConfigSchema = v.object({
  SHOP_API_PORT: portVariable(3100),
  SHOP_API_HOST: textVariable('127.0.0.1', 'a host name'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('expected a postgres:// URL'),
      v.check(
        (value) => /^postgres(ql)?:$/.test(new URL(value).protocol),
        'expected a postgres:// URL',
      ),
    ),
  ),
  SHOP_DATA_DIR: textVariable('.data/shop', 'a folder'),
  LOG_LEVEL: logLevelVariable,
  /** `on` sends `x-maintenance` on every reply (SPEC.md §4 Maintenance). */
  MAINTENANCE: v.optional(v.picklist(['on', 'off'], 'expected on or off'), 'off'),
  CAPTCHA_MODE: v.optional(v.picklist(['dev', 'recaptcha'], 'expected dev or recaptcha'), 'dev'),
  CAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty('expected the reCAPTCHA secret'))),
  /** Seconds a card payment may take on the sandbox page (SPEC.md §9: 15 minutes). */
  PAYMENT_EXPIRY_S: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'expected a number of seconds'),
      v.transform(Number),
    ),
    '900',
  ),
  /**
   * scrypt's cost for new password hashes, as log2 N. Tests and journeys lower it; a
   * production server refuses to start below the default (readConfig).
   */
  PASSWORD_HASH_COST: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, costExpected),
      v.transform(Number),
      v.minValue(COST_RANGE.min, costExpected),
      v.maxValue(COST_RANGE.max, costExpected),
    ),
    String(DEFAULT_PASSWORD_HASH_COST),
  ),
  /**
   * `on` adds the test-only calls under `/testing` (the journeys read the outbox, move the
   * clock, switch maintenance on and off).
   */
  SHOP_API_TEST_ROUTES: v.optional(v.picklist(['on', 'off'], 'expected on or off'), 'off'),
});

export interface ShopApiConfig {
  port: number;
  host: string;
  /** PostgreSQL when set, else the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** A folder, or `memory://` for a throw-away database. */
  dataDir: string;
  logLevel: v.InferOutput<typeof logLevelVariable>;
  /** Whether the shop is in maintenance at start. */
  maintenance: boolean;
  captcha: CaptchaSettings;
  paymentExpiryMs: number;
  /** scrypt's cost for new password hashes, as log2 N. */
  passwordHashCost: number;
  /** Whether the test-only calls under `/testing` answer. */
  testRoutes: boolean;
}

export function readConfig(env: Record<string, string | undefined>): EnvResult<ShopApiConfig> {
  const result = parseEnv(ConfigSchema, env);
  if (!result.ok) return result;
  const {
    SHOP_API_PORT,
    SHOP_API_HOST,
    DATABASE_URL,
    SHOP_DATA_DIR,
    LOG_LEVEL,
    MAINTENANCE,
    CAPTCHA_MODE,
    CAPTCHA_SECRET,
    PAYMENT_EXPIRY_S,
    PASSWORD_HASH_COST,
    SHOP_API_TEST_ROUTES,
  } = result.value;
  if (CAPTCHA_MODE === 'recaptcha' && !CAPTCHA_SECRET) {
    // Same one-line form as parseEnv's, so the operator reads every refusal alike.
    return {
      ok: false,
      message: 'invalid configuration: CAPTCHA_SECRET is required when CAPTCHA_MODE=recaptcha',
    };
  }
  if (env.NODE_ENV === 'production' && PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    // A test setting left on a real server would make stolen hashes cheap to crack.
    return {
      ok: false,
      message: `invalid configuration: PASSWORD_HASH_COST=${PASSWORD_HASH_COST} is below ${DEFAULT_PASSWORD_HASH_COST}, the least allowed when NODE_ENV=production`,
    };
  }
  return {
    ok: true,
    value: {
      port: SHOP_API_PORT,
      host: SHOP_API_HOST,
      databaseUrl: DATABASE_URL,
      dataDir: SHOP_DATA_DIR,
      logLevel: LOG_LEVEL,
      maintenance: MAINTENANCE === 'on',
      captcha:
        CAPTCHA_MODE === 'recaptcha' && CAPTCHA_SECRET
          ? { mode: 'recaptcha', secret: CAPTCHA_SECRET }
          : { mode: 'dev' },
      paymentExpiryMs: PAYMENT_EXPIRY_S * 1000,
      passwordHashCost: PASSWORD_HASH_COST,
      testRoutes: SHOP_API_TEST_ROUTES === 'on',
    },
  };
}
