import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findFreePort } from './src/support/free-port.ts';
import { DESKTOP, PHONE } from './src/support/viewports.ts';

const root = path.resolve(import.meta.dirname, '../..');

// Chosen once by the runner; workers inherit them through the environment.
process.env.E2E_SHOP_API_PORT ??= String(await findFreePort());
process.env.E2E_GATEWAY_PORT ??= String(await findFreePort());
process.env.E2E_SHOP_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
process.env.E2E_VENDOR_PORT ??= String(await findFreePort());
// The journeys' shop API starts on a fresh PGlite folder, never on the database of
// DATABASE_URL (set for the shop API's own tests): Playwright passes the runner's environment
// to its servers, and a second run would find that database written by the first (a customer
// code already used).
delete process.env.DATABASE_URL;

const shopApiPort = process.env.E2E_SHOP_API_PORT;
const gatewayPort = process.env.E2E_GATEWAY_PORT;
const vendorPort = process.env.E2E_VENDOR_PORT;
const vendorOrigin = `http://127.0.0.1:${vendorPort}`;
const baseURL = `http://127.0.0.1:${gatewayPort}`;
const node = `"${process.execPath}"`;
/**
 * Debian's old headless shell: the journeys are CPU-bound in the browser, and the shell
 * draws no browser UI (side by side on 26 journeys: 49 and 50 s against 69 and 74 s with
 * the full Chromium). Without it, or with `--headed`, the full Chromium (`CHROMIUM_PATH`).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Journeys whose behaviour changes with the width (header and menus, search overlay, filter
 * drawer, checkout steps, consent banner, footer carousel) run on a phone too; every page
 * template is checked with axe at both widths by accessibility.spec.ts.
 */
const PHONE_JOURNEYS =
  /\/(?:accessibility|header|search|product-list|checkout|checkout-delivery|consent|footer)\.spec\.ts$/;
/**
 * Journeys that change the whole shop (its clock, maintenance) would disturb any journey
 * beside them, each other included: each runs alone, after every other one.
 */
const CLOCK_JOURNEYS = /\/payment-expiry\.spec\.ts$/;
const MAINTENANCE_JOURNEYS = /\/maintenance\.spec\.ts$/;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  globalTeardown: './src/support/global-teardown.ts',
  fullyParallel: true,
  // The ceiling for any journey: one that needs longer is too long and gets split.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ['./src/support/slowest-journeys-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    // Recording a trace of every journey costs about a quarter of the journeys' time;
    // a failing one is rerun with `--trace retain-on-failure` to get its trace.
    trace: 'off',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [CLOCK_JOURNEYS, MAINTENANCE_JOURNEYS], use: DESKTOP },
    { name: 'phone', testMatch: PHONE_JOURNEYS, use: PHONE },
    { name: 'clock', testMatch: CLOCK_JOURNEYS, dependencies: ['desktop', 'phone'], use: DESKTOP },
    {
      name: 'maintenance',
      testMatch: MAINTENANCE_JOURNEYS,
      dependencies: ['clock'],
      use: DESKTOP,
    },
  ],
  // The real shop API and gateway, from their builds, on a throw-away PGlite folder, and
  // a stub host for the third-party scripts.
  webServer: [
    {
      command: `${node} apps/storefront-e2e/src/support/vendor-stub.mjs`,
      cwd: root,
      env: { E2E_VENDOR_PORT: vendorPort },
      url: `${vendorOrigin}/healthz`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `${node} tools/shop-api/dist/server.mjs`,
      cwd: root,
      env: {
        SHOP_API_PORT: shopApiPort,
        SHOP_DATA_DIR: process.env.E2E_SHOP_DATA_DIR,
        LOG_LEVEL: 'warn',
        // The journeys read the e-mails a customer would get (GET /dev/mailbox.json), move
        // the clock and switch maintenance on and off.
        SHOP_API_TEST_ROUTES: 'on',
        // Journeys sign up and log in by the hundred: 2^10 instead of 2^15 (production's).
        PASSWORD_HASH_COST: '10',
        // The journeys log in with the demo accounts of docs/reference-data.md and send any captcha token;
        // both are off unless asked for.
        SEED_DEMO: 'on',
        CAPTCHA_MODE: 'dev',
      },
      url: `http://127.0.0.1:${shopApiPort}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `${node} apps/gateway/dist/server.mjs`,
      cwd: root,
      env: {
        PORT: gatewayPort,
        SHOP_API_URL: `http://127.0.0.1:${shopApiPort}/api/v1`,
        // Corner sites are `{brand}.localhost:{port}`: Chromium resolves *.localhost to loopback.
        BASE_DOMAIN: `localhost:${gatewayPort}`,
        // The journeys run over plain http: a Secure cookie would never come back.
        COOKIE_SECURE: 'false',
        // The journeys log in far faster than a person, all from 127.0.0.1; the limits
        // themselves are the gateway's own tests.
        RATE_LIMIT: 'off',
        // The journeys that fail logins on purpose come from addresses of their own
        // (support/client-address.ts): the shop API locks an address after 20 failures.
        TRUSTED_PROXIES: 'loopback',
        LOG_LEVEL: 'warn',
        // The third-party scripts, from the stub above (loaded only with consent).
        TAG_MANAGER_URL: `${vendorOrigin}/gtm.js`,
        CONSENT_SCRIPT_URL: `${vendorOrigin}/consent.js`,
        SURVEY_SCRIPT_URL: `${vendorOrigin}/survey.js`,
        // A helper's own build of the SPA, so that two builds never share one folder.
        ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
      },
      url: `${baseURL}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
