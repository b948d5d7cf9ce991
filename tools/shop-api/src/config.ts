import { isIP } from 'node:net';
import * as v from 'valibot';
import {
  CARD_PAYMENT_TIME_LIMIT_MS,
  logLevelVariable,
  parseEnv,
  portVariable,
  refuseDevSettings,
  textVariable,
  trustedProxiesVariable,
  type EnvResult,
  type ProductionRule,
} from '@shop/domain';
import {
  DEFAULT_PASSWORD_HASH_COST,
  PASSWORD_HASH_COST_RANGE as COST_RANGE,
} from './auth/passwords';
import type { CaptchaSettings } from './plugins/captcha';

const costExpected = `expected a whole number from ${COST_RANGE.min} to ${COST_RANGE.max}`;

/**
 * Whose X-Forwarded-For names the client, by default loopback: the shop API sits behind the
 * gateway on the same machine (ARCHITECTURE.md §1) and listens on 127.0.0.1, so trusting
 * nobody would make every shopper the gateway's one address, and 20 failed logins from
 * anyone would lock them all out. Only a process on this machine can vouch for a client.
 */
export const DEFAULT_TRUSTED_PROXIES = ['loopback'];

/** `on`, `off`: a switch that is off unless configured. */
const switchVariable = v.optional(v.picklist(['on', 'off'], 'expected on or off'), 'off');

const ConfigSchema = v.object({
  SHOP_API_PORT: portVariable(3100),
  SHOP_API_HOST: textVariable('127.0.0.1', 'a host name'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      // URL.parse, not new URL: a value that is no URL at all is refused, not thrown.
      v.check(
        (value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ''),
        'expected a postgres:// URL',
      ),
    ),
  ),
  SHOP_DATA_DIR: textVariable('.data/shop', 'a folder'),
  LOG_LEVEL: logLevelVariable,
  /** `on` sends `x-maintenance` on every reply (SPEC.md §4 Maintenance). */
  MAINTENANCE: switchVariable,
  /** Google's verifier unless `dev` (any token but `fail`) is asked for. */
  CAPTCHA_MODE: v.optional(
    v.picklist(['dev', 'recaptcha'], 'expected dev or recaptcha'),
    'recaptcha',
  ),
  CAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty('expected the reCAPTCHA secret'))),
  /** Seconds a card payment may take on the sandbox page; the domain's limit unless set. */
  PAYMENT_EXPIRY_S: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'expected a number of seconds'),
      v.transform(Number),
    ),
    String(CARD_PAYMENT_TIME_LIMIT_MS / 1000),
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
  SHOP_API_TEST_ROUTES: switchVariable,
  /** `on` seeds the demo accounts of docs/reference-data.md and their orders, whose password is public. */
  SEED_DEMO: switchVariable,
  /** The key of the access tokens' HMAC; unset, one is generated into the database. */
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'expected a random secret of 32 characters or more')),
  ),
  SHOP_API_TRUSTED_PROXIES: trustedProxiesVariable(isIP, DEFAULT_TRUSTED_PROXIES.join(',')),
  /** Where the mails go (nodemailer); unset, they are only kept in the outbox. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        const url = URL.parse(value);
        return url !== null && /^smtps?:$/.test(url.protocol) && url.hostname !== '';
      }, 'expected an smtp:// or smtps:// URL'),
    ),
  ),
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
  /** Whether the seed adds the demo accounts (`SEED_DEMO=on`). */
  seedDemo: boolean;
  /** `JWT_SECRET`; undefined: the key generated once per database. */
  jwtSecret: string | undefined;
  /** Fastify's `trustProxy`: whose X-Forwarded-For names the client. */
  trustedProxies: string[];
  /** `SMTP_URL`; undefined: the mails stay in the outbox (the dev mailbox shows them). */
  smtpUrl: string | undefined;
}

/**
 * What a real server refuses (docs/configuration.md): each of these is made for a
 * developer's machine, the tests or the journeys.
 */
const PRODUCTION_RULES: readonly ProductionRule<ShopApiConfig>[] = [
  {
    variable: 'CAPTCHA_MODE',
    refuses: (config) => config.captcha.mode === 'dev',
    instead: 'CAPTCHA_MODE=recaptcha with CAPTCHA_SECRET',
  },
  {
    variable: 'SHOP_API_TEST_ROUTES',
    refuses: (config) => config.testRoutes,
    instead: 'SHOP_API_TEST_ROUTES=off',
  },
  { variable: 'SEED_DEMO', refuses: (config) => config.seedDemo, instead: 'SEED_DEMO=off' },
  {
    // A test cost left on a real server would make stolen hashes cheap to crack.
    variable: 'PASSWORD_HASH_COST',
    refuses: (config) => config.passwordHashCost < DEFAULT_PASSWORD_HASH_COST,
    instead: `PASSWORD_HASH_COST=${DEFAULT_PASSWORD_HASH_COST} or more`,
  },
  {
    // The generated key sits in the database: whoever reads a dump can sign any customer's
    // token, and it cannot be rotated without touching the data.
    variable: 'JWT_SECRET',
    refuses: (config) => config.jwtSecret === undefined,
    instead: 'JWT_SECRET to a random secret of 32 characters or more, the same on every instance',
  },
  {
    // Without it no customer ever gets a reset link or an order confirmation.
    variable: 'SMTP_URL',
    refuses: (config) => config.smtpUrl === undefined,
    instead: "SMTP_URL to the shop's mail server (smtp:// or smtps://)",
  },
];

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
    SEED_DEMO,
    JWT_SECRET,
    SHOP_API_TRUSTED_PROXIES,
    SMTP_URL,
  } = result.value;
  if (CAPTCHA_MODE === 'recaptcha' && !CAPTCHA_SECRET) {
    // Same one-line form as parseEnv's, so the operator reads every refusal alike.
    return {
      ok: false,
      message:
        'invalid configuration: CAPTCHA_SECRET is required when CAPTCHA_MODE=recaptcha, the default (CAPTCHA_MODE=dev takes any token: for development only)',
    };
  }
  return refuseDevSettings(
    env,
    {
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
      seedDemo: SEED_DEMO === 'on',
      jwtSecret: JWT_SECRET,
      trustedProxies: SHOP_API_TRUSTED_PROXIES,
      smtpUrl: SMTP_URL,
    },
    PRODUCTION_RULES,
  );
}
