import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { API_PREFIX } from '@shop/api-client/contract';
import { CARD_PAYMENT_TIME_LIMIT_MS } from '@shop/domain';
import { DEFAULT_PASSWORD_HASH_COST } from './auth/passwords';
import { DEFAULT_TRUSTED_PROXIES } from './config';
import type { ShopDatabase } from './db/open-database';
import mailer, { smtpSender } from './mail/mailer';
import { buildFiniteNumbersValidator } from './http/finite-numbers-validator';
import { buildKeptSerializer } from './http/kept-serializers';
import { requestId } from './http/request-id';
import authentication from './plugins/authentication';
import captcha, { type CaptchaSettings } from './plugins/captcha';
import clock from './plugins/clock';
import database from './plugins/database';
import errorEnvelope, { clientErrorHandler, frameworkErrors } from './plugins/error-envelope';
import maintenance from './plugins/maintenance';
import stockHoldExpiry, { STOCK_HOLD_SWEEP_MS } from './plugins/stock-hold-expiry';
import passwords from './plugins/passwords';
import previews from './plugins/previews';
import type { Rasterise } from './repositories/media/raster-cache';
import { rasteriseSvg } from './repositories/media/rasterise';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health';
import testingClockRoutes, { createAdjustableClock } from './routes/testing/clock';
import testingMaintenanceRoutes from './routes/testing/maintenance';
import testingStockRoutes from './routes/testing/stock';
import devMailboxRoutes from './routes/testing/mailbox';
import testingPreviewLinkRoutes from './routes/testing/preview-link';

export interface ShopApiOptions {
  db: ShopDatabase;
  logger?: FastifyServerOptions['logger'];
  /**
   * `MAINTENANCE=on`: every reply carries `x-maintenance` (SPEC.md §4 Maintenance). The
   * value at start; `POST /testing/maintenance` switches it, with the test routes.
   */
  maintenance?: boolean;
  /** The clock every time limit reads (ms epoch); tests move it. */
  now?: () => number;
  captcha?: CaptchaSettings;
  /** How long a card payment may take on the sandbox page (PAYMENT_EXPIRY_S). */
  paymentExpiryMs?: number;
  /** scrypt's cost for new password hashes, as log2 N (PASSWORD_HASH_COST); 15 by default. */
  passwordHashCost?: number;
  /**
   * `SHOP_API_TEST_ROUTES=on`: the test-only calls under `/testing` (a clock to move
   * forward, a maintenance switch) and the dev mailbox (`/dev/mailbox`); never in production.
   */
  testRoutes?: boolean;
  /** `SHOP_API_TRUSTED_PROXIES`: whose X-Forwarded-For names the client; loopback by default. */
  trustedProxies?: string[];
  /** `JWT_SECRET`: the access tokens' key; without it, one generated into the database. */
  jwtSecret?: string;
  /** Sees each route as it is registered, with its schemas (the fuzz test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Draws the media calls' rasters (each rendition once, then cached); tests count it. */
  rasterise?: Rasterise;
  /** `SMTP_URL`: the mails go there; unset, they are kept in the outbox only. */
  smtpUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentExpiryMs: number;
    rasterise: Rasterise;
  }
}

/** The shop API, ready to listen or to be called with `inject` in tests. */
export async function buildApp({
  db,
  logger = false,
  maintenance: inMaintenance = false,
  now = Date.now,
  captcha: captchaSettings = { mode: 'dev' },
  paymentExpiryMs = CARD_PAYMENT_TIME_LIMIT_MS,
  passwordHashCost = DEFAULT_PASSWORD_HASH_COST,
  testRoutes = false,
  trustedProxies = DEFAULT_TRUSTED_PROXIES,
  jwtSecret,
  onRoute,
  rasterise = rasteriseSvg,
  smtpUrl,
}: ShopApiOptions) {
  const app = Fastify({
    logger,
    // The gateway's id for the request, so that one id follows it through every log.
    genReqId: requestId,
    // Behind the gateway every request comes from a trusted proxy: `request.ip` is then the
    // client the gateway names in X-Forwarded-For, read right to left past trusted hops
    // only, so the per-address login limit and the captcha see shoppers, not the gateway. A
    // peer from elsewhere is taken as it is.
    trustProxy: trustedProxies,
    schemaController: {
      compilersFactory: {
        buildValidator: buildFiniteNumbersValidator,
        buildSerializer: buildKeptSerializer,
      },
    },
    frameworkErrors,
    clientErrorHandler,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(errorEnvelope);
  await app.register(database, { db });
  // With the test routes, the clock is one a journey can move forward.
  const testClock = testRoutes ? createAdjustableClock(now) : null;
  await app.register(clock, { now: testClock?.now ?? now });
  await app.register(captcha, captchaSettings);
  await app.register(authentication, { jwtSecret });
  await app.register(previews, { jwtSecret });
  await app.register(passwords, { cost: passwordHashCost });
  app.decorate('paymentExpiryMs', paymentExpiryMs);
  app.decorate('rasterise', rasterise);
  await app.register(mailer, smtpUrl === undefined ? {} : smtpSender(smtpUrl));
  await app.register(maintenance, { enabled: inMaintenance });
  await app.register(stockHoldExpiry, { everyMs: STOCK_HOLD_SWEEP_MS });
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  if (testClock) {
    await app.register(devMailboxRoutes);
    await app.register(testingClockRoutes, { clock: testClock });
    await app.register(testingMaintenanceRoutes);
    await app.register(testingStockRoutes);
    await app.register(testingPreviewLinkRoutes);
  }
  return app;
}
