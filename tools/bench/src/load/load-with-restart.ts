/**
 * Load with faults: the built shop API (PGlite) and the gateway in front of it,
 * 20 virtual shoppers browsing through the gateway for 2 minutes (BENCH_QUICK=1: 20 s, and
 * in both cases at least 5 s after the restarted shop API is healthy):
 * home, product list and filters, product pages and reviews, suggestions, cart reads and
 * cart updates. At the midpoint the shop API is restarted once (SIGTERM, wait for its exit,
 * start again on the same port and data folder). Every request is recorded; the report
 * gives requests by kind, errors by status and network code, when errors happened relative
 * to the restart, and the throughput. Then every cart is read straight from the shop API
 * and compared with the ledger of cart updates: goal, no update acknowledged with 200 is
 * lost (cart-ledger.ts says what lost means). The three logged-in shoppers also place
 * cheque orders of six products whose shelves start at ORDER_STOCK units, so they sell out
 * during a full run; at the end every product's shelf is compared with the units of those
 * orders: goal, no unit sold twice and none lost (stock-check.ts). The gateway keeps its
 * default rate limits: the traffic makes only three logins, far under them.
 *
 * Env: BENCH_QUICK=1 shortens the run; BENCH_LOAD_TAMPER=1 changes one acknowledged line
 * behind the ledger and one ordered product's shelf before the checks, which must then
 * report both (a check of the checks; such a run writes no result).
 *
 * results/load.json (times in ms, ms values relative to the start of the traffic unless
 * the name says "from SIGTERM"):
 * {
 *   measuredAt, quick,
 *   setup: { durationMs (planned; traffic.durationMs is the actual), shoppers, loggedInShoppers, cartsPerShopper, thinkTimeMs: {min,max},
 *            rateLimit },
 *   restart: { sigtermAtMs, exitedAtMs, exitCode, exitSignal, healthyAgainAtMs,
 *              startAttempts, downMs (SIGTERM to healthy) },
 *   traffic: { durationMs, requests, requestsPerSecond, successfulPerSecond,
 *              requestsPerSecondBeforeRestart, requestsPerSecondAfterRecovery,
 *              firstSuccessAfterRestartMs (from SIGTERM),
 *              byKind: { [kind]: { requests, ok, errors, p50Ms, p95Ms, p99Ms } },
 *              errors: { total, byStatus, byStatusAndCode, byNetworkCode, window: {firstMs, lastMs} | null
 *                        (from SIGTERM), beforeRestart, afterRecovery } },
 *   timeline: [{ second, requests, errors }],
 *   cartUpdates: { carts, attempted, acknowledged, refused, unknown, adjusted, lost,
 *                  lostUpdates: [{ cart, productId, expected, allowed, found,
 *                  acknowledgedAtMs }], cartsMissing, cartsUnreadable, selfCheckCases,
 *                  tampered },
 *   orders: { attempted, placed, refusedForStock, abandoned, doubled },
 *   stock: { ordersListed, ordersLost, unitsSold, unitsLeftShelves, productsSoldOut,
 *            mismatches: [{ productId, leftShelves, sold }], unreadableCustomers, tampered },
 *   goals: { lostCartUpdates: 0, errorsOutsideRestart: 0, stockMismatches: 0 },
 *   verdicts: { lostCartUpdates, errorsOutsideRestart, stockMatchesOrders }
 *             ("met" | "not met")
 * }
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResult } from '../support/results.ts';
import { roundTimes } from '../support/stats.ts';
import {
  removeDataDir,
  startGateway,
  startShopApi,
  type Gateway,
  type ShopApi,
} from '../support/servers.ts';
import { readCatalogueSample } from './catalogue-sample.ts';
import { readCartsFromShopApi, tamperOneLine } from './cart-check.ts';
import { CartLedger, findLostUpdates } from './cart-ledger.ts';
import { selfCheckLostDetection } from './ledger-self-check.ts';
import { OrderLedger } from './orders.ts';
import { restartAtMidpoint, type RestartTimes } from './restart.ts';
import {
  CARTS_PER_SHOPPER,
  LOGGED_IN_SHOPPERS,
  SHOPPER_COUNT,
  THINK_TIME_MS,
  runTraffic,
  type OrderingShopper,
} from './shoppers.ts';
import type { RequestRecord } from './shopper-client.ts';
import { checkStock, readShelves, setShelf } from './stock-check.ts';
import { summarise } from './summary.ts';
import { printReport, type LoadReport, type Verdict } from './table.ts';

const quick = process.env.BENCH_QUICK === '1';
const tamper = process.env.BENCH_LOAD_TAMPER === '1';
const DURATION_MS = quick ? 20_000 : 120_000;
/** Lost updates listed in full in the JSON; the count is always whole. */
const LOST_LISTED = 50;
/** Each order product's shelf at the start: a full run's orders ask for more. */
const ORDER_STOCK = 12;

const verdict = (met: boolean): Verdict => (met ? 'met' : 'not met');

// Before anything starts: a check that cannot fail must not get to say "0 lost".
const selfCheckCases = selfCheckLostDetection();

// Ours from the start, so that it goes even when the first start fails.
const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-load-'));
/** What is running now, for the clean-up: the restart replaces the shop API. */
const running: { shop?: ShopApi; gateway?: Gateway } = {};
try {
  let shop = (running.shop = await startShopApi({
    dataDir,
    // The stock check reads and sets shelves through the test routes.
    env: { SHOP_API_TEST_ROUTES: 'on' },
  }));
  const gateway = (running.gateway = await startGateway(shop.apiUrl));
  const catalogue = await readCatalogueSample(shop.apiUrl);
  for (const productId of catalogue.orderProductIds) {
    await setShelf(shop.apiUrl, productId, ORDER_STOCK);
  }
  const shelvesBefore = await readShelves(shop.apiUrl);
  const ledger = new CartLedger();
  const orders = new OrderLedger();
  const customers: OrderingShopper[] = [];
  const records: RequestRecord[] = [];
  const startedAt = performance.now();
  const clock = () => performance.now() - startedAt;
  let aborted = false;
  // Unknown until the restart is over: the traffic never ends while the shop API is down.
  let endsAtMs = Number.POSITIVE_INFINITY;

  console.log(`traffic for ${DURATION_MS / 1000} s, shop API restart at ${DURATION_MS / 2000} s…`);
  const traffic = runTraffic({
    gatewayUrl: gateway.url,
    catalogue,
    ledger,
    orders,
    customers,
    record: (entry) => records.push(entry),
    clock,
    isOver: () => aborted || clock() >= endsAtMs,
  });
  let restart: RestartTimes;
  try {
    const restarted = await restartAtMidpoint(shop, clock, DURATION_MS);
    shop = running.shop = restarted.shop;
    restart = restarted.times;
    endsAtMs = restarted.endsAtMs;
  } catch (error) {
    aborted = true;
    await traffic;
    throw error;
  }
  await traffic;
  const durationMs = clock();

  const tampered = tamper ? await tamperOneLine(shop.apiUrl, ledger) : null;
  const carts = await readCartsFromShopApi(shop.apiUrl, ledger.tokens());
  const lost = findLostUpdates(ledger, carts.found);
  const stock = await checkStock(shop.apiUrl, {
    shelvesBefore,
    customers: customers.map(({ client, ordersBefore }) => ({
      token: client.sessionToken ?? '',
      ordersBefore,
    })),
    acknowledged: orders.placedOrderIds(),
    tamper,
  });
  const orderCounts = orders.counts();
  const trafficFigures = summarise(records, restart, durationMs);
  const { timeline, ...trafficTotals } = trafficFigures;
  const errorsOutside = trafficTotals.errors.beforeRestart + trafficTotals.errors.afterRecovery;

  const report: LoadReport = {
    setup: {
      durationMs: DURATION_MS,
      shoppers: SHOPPER_COUNT,
      loggedInShoppers: LOGGED_IN_SHOPPERS,
      cartsPerShopper: CARTS_PER_SHOPPER,
      thinkTimeMs: THINK_TIME_MS,
      rateLimit: 'on',
    },
    restart: { ...restart, downMs: Math.round(restart.healthyAgainAtMs - restart.sigtermAtMs) },
    traffic: trafficFigures,
    cartUpdates: {
      ...ledger.counts(),
      lost: lost.length,
      lostUpdates: lost.slice(0, LOST_LISTED),
      cartsMissing: carts.missing.length,
      cartsUnreadable: carts.unreadable.length,
      selfCheckCases,
      tampered,
    },
    orders: orderCounts,
    stock,
    verdicts: {
      lostCartUpdates: verdict(lost.length === 0 && carts.unreadable.length === 0),
      errorsOutsideRestart: verdict(errorsOutside === 0),
      stockMatchesOrders: verdict(
        stock.mismatches.length === 0 &&
          stock.ordersLost === 0 &&
          orderCounts.doubled === 0 &&
          stock.unreadableCustomers === 0 &&
          customers.length > 0 &&
          orderCounts.placed > 0,
      ),
    },
  };
  printReport(report);
  // A tampered run proves the check, it measures nothing: it must not replace the figures.
  if (tamper) console.log('\nBENCH_LOAD_TAMPER: results/load.json left as it was');
  else
    await writeResult('load', {
      quick,
      ...report,
      restart: roundTimes(report.restart),
      traffic: trafficTotals,
      timeline,
      goals: { lostCartUpdates: 0, errorsOutsideRestart: 0, stockMismatches: 0 },
    });
} finally {
  await running.gateway?.stop();
  await running.shop?.stop();
  await removeDataDir(dataDir);
}
