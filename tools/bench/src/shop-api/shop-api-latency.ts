/**
 * Shop API latency: the built shop API on a throw-away PGlite data folder whose catalogue is grown to 10,000 products, called
 * straight over HTTP (not through the gateway), one call after another as one shopper makes
 * them. Three calls, each after a warm-up that is left out:
 * - suggestion search, `GET /search?type=Suggest&text=…` with typed prefixes (goal: p95 ≤
 *   20 ms on the 2-core machine);
 * - cart update, `POST /cart/update` as the cart page changes a line's quantity, over a few
 *   visitor carts and products, each reply checked to hold the quantity asked;
 * - validation, `POST /cart/{token}/validate` by the logged-in demo customer, each on a new
 *   cart prepared as the checkout leaves it (only the validate call is timed), each reply
 *   checked to be a new order.
 * It prints p50, p95, p99 and the slowest call of each, and writes results/shop-api.json;
 * it never fails the build. BENCH_QUICK=1 makes fewer calls (development runs).
 *
 * results/shop-api.json:
 * {
 *   measuredAt: string,            // ISO time
 *   quick: boolean,                // BENCH_QUICK: fewer calls, not the figures to publish
 *   catalogueProducts: number,     // 10000
 *   growSeconds: number,           // seeding and growing the catalogue
 *   goals: { suggestionP95Ms: 20 },
 *   suggestion: CallResult,        // see report.ts: count, warmUpCount,
 *   cartUpdate: CallResult,        //   p50Ms, p95Ms, p99Ms, maxMs (null when not measured),
 *   validate: CallResult,          //   goalP95Ms (null: no goal), met (null: no goal or
 * }                                //   no figures), reason (only when not measured)
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResult } from '../support/results.ts';
import { removeDataDir, startShopApi, type ShopApi } from '../support/servers.ts';
import { shopApiClient } from './calls.ts';
import { growCatalogue } from './grow-catalogue.ts';
import { measureCartUpdates, measureSuggestions, measureValidations } from './measurements.ts';
import { callResult, formatTable } from './report.ts';

const PRODUCTS = 10_000;
const SUGGESTION_P95_GOAL_MS = 20;

const quick = (process.env.BENCH_QUICK ?? '') !== '' && process.env.BENCH_QUICK !== '0';
const ROUNDS = {
  suggestion: { warmUp: 50, measured: quick ? 200 : 1_000 },
  cartUpdate: { warmUp: quick ? 20 : 50, measured: quick ? 100 : 500 },
  validate: { warmUp: quick ? 3 : 10, measured: quick ? 20 : 100 },
};

const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
let api: ShopApi | undefined;
// The finally blocks below do not run when a signal ends the process (Ctrl-C, the
// orchestrator stopping us): stop the children and remove the data folder here instead.
const interrupted = new AbortController();
const cleanUpAndExit = (signal: NodeJS.Signals) => {
  interrupted.abort();
  void Promise.allSettled([api?.stop()])
    .then(() => removeDataDir(dataDir))
    .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', cleanUpAndExit);
process.once('SIGTERM', cleanUpAndExit);

async function run(): Promise<void> {
  console.log(`Growing the catalogue to ${PRODUCTS} products (PGlite)…`);
  const growSeconds = await growCatalogue(dataDir, PRODUCTS, interrupted.signal);
  api = await startShopApi({ dataDir });
  try {
    const client = shopApiClient(api.apiUrl);
    console.log('Measuring suggestion search…');
    const suggestion = await measureSuggestions(client, ROUNDS.suggestion);
    console.log('Measuring cart updates…');
    const cartUpdate = await measureCartUpdates(client, ROUNDS.cartUpdate);
    console.log('Measuring cart validations…');
    const validate = await measureValidations(client, ROUNDS.validate);
    // Calls cut short by an interruption are no figures: keep the last ones written.
    if (interrupted.signal.aborted) return;

    const figures = {
      quick,
      catalogueProducts: PRODUCTS,
      growSeconds,
      goals: { suggestionP95Ms: SUGGESTION_P95_GOAL_MS },
      suggestion: callResult(suggestion, SUGGESTION_P95_GOAL_MS),
      cartUpdate: callResult(cartUpdate, null),
      validate: callResult(validate, null),
    };
    console.log(
      `\nShop API latency, called directly over HTTP, one call after another` +
        ` (PGlite, ${PRODUCTS} products; ms)${quick ? ' [BENCH_QUICK: fewer calls]' : ''}\n`,
    );
    console.log(
      formatTable([
        { label: 'suggestion', route: 'GET /search?type=Suggest', result: figures.suggestion },
        { label: 'cart update', route: 'POST /cart/update', result: figures.cartUpdate },
        { label: 'validate', route: 'POST /cart/{token}/validate', result: figures.validate },
      ]),
    );
    console.log(`\n(seeding and growing the catalogue took ${growSeconds.toFixed(1)} s)`);
    await writeResult('shop-api', figures);
  } finally {
    await api.stop();
  }
}

try {
  await run();
} catch (error) {
  // Interrupted: the signal handler cleans up and exits; anything else is a failure to run.
  if (!interrupted.signal.aborted) throw error;
} finally {
  await removeDataDir(dataDir);
}
