/**
 * Storefront Lighthouse benchmark: the built shop API (PGlite, seeded)
 * and two gateways serving the same storefront build, one rendering the first page on the
 * server (SSR=on) and one sending the client-only shell (SSR=off), each browsed as
 * `http://localhost:<port>` (its BASE_DOMAIN); every page's runs alternate between them.
 * Five pages: home, product list, a product page (the first buyable product of the list),
 * the first need's page and the cart holding three products (a cart made through the API, its
 * token put in localStorage from another tab before the run, which then keeps storage;
 * a run whose page does not show the three products is not counted). Each page is
 * measured 3 times (BENCH_QUICK=1: once) in each way, each run in a fresh Chromium
 * (Debian's), by Lighthouse's default config (mobile), once with its simulated throttling
 * and once with applied throttling (variants `ssr-on-applied`, `ssr-off-applied`):
 * simulated is what PageSpeed Insights shows; applied is what Chromium saw while slowed, the
 * truer of the two for a page painted before its script runs (README).
 * `BENCH_THROTTLING=simulated` or `applied` measures one way only. Prints the median scores
 * (0–100) beside the goals with met / not met, the median metrics, the audits that cost
 * points where a goal is not met, and what the pages showed (the cookie banner of a first
 * visit is left on screen, not dismissed). Never fails the build.
 *
 * To weigh a change side by side in the same run: `BENCH_BASE_CHECKOUT=<folder>` names
 * another checkout, built (say the commit before the change, in a git worktree); a third
 * gateway, its own, serves its storefront with SSR on, as the variant `base-ssr-on`.
 * `BENCH_PAGES=home,product` measures only those pages.
 *
 * Written to results/lighthouse.json (each page's last report: results/lighthouse-<page>.json
 * and .html):
 * {
 *   measuredAt, quick: boolean, runsPerPage: number,
 *   lighthouseVersion: string, chromium: string | null,
 *   formFactor: 'mobile', throttling: ('simulated' | 'applied')[],   // the ways measured
 *   benchmarkIndex: number | null,          // Lighthouse's CPU index, median of the runs
 *   goals: { performance: 98, accessibility: 100, bestPractices: 100, seo: 95 },  // min score
 *   pages: [{
 *     page: 'home' | 'product-list' | 'product' | 'need' | 'cart', path: string,
 *     variant: 'ssr-on' | 'ssr-off' | 'base-ssr-on', then '-applied' under applied throttling,
 *     throttling: 'simulated' | 'applied',
 *     runsAsked, runsMeasured, failures: string[],    // a failed run is tried once more
 *     scores: { performance, accessibility, bestPractices, seo },    // medians 0–100 | null
 *     goalsMet: { performance, accessibility, bestPractices, seo },  // boolean | null
 *     metrics: { lcpMs, tbtMs, cls, fcpMs, speedIndexMs },           // medians | null
 *     perRun: [{ scores, metrics, benchmarkIndex }],
 *     costlyAudits: { <category under goal>: [{ id, title, score, displayValue, weight, runs }] },
 *     lcpElement: string | null,             // the last counted run's LCP element
 *     flaggedInsights: [{ id, title, displayValue }],  // its performance insights scoring < 1
 *     inspections: [{ finalUrl, heading, consentBannerShown, emptyCartShown,
 *                     expectedTexts, expectedTextsShown } | null],
 *     report: string | null,                 // the saved LHR, relative to the workspace
 *   }],
 *   ssrGoals: { gainPoints: 15, lcpMs: 2500, cls: 0.05, minPerformance: 90 },
 *   ssr: [{ page, throttling, perfOn, perfOff, gain, lcpOnMs, lcpOffMs, clsOn, met }],
 *   allGoalsMet: boolean | null,             // null when a score could not be measured
 *   reason?: string                          // when nothing could be measured
 * }
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeResult } from '../support/results.ts';
import { removeDataDir, startGateway, startShopApi } from '../support/servers.ts';
import { GOALS, medianOf } from './lhr-figures.ts';
import { CHROMIUM } from './lighthouse-run.ts';
import { benchmarkPage, type PageResult, type PageSpec, type Variant } from './page-benchmark.ts';
import {
  printChecks,
  printCostlyAudits,
  printMetrics,
  printScores,
  printSsrGain,
} from './report-table.ts';
import { SSR_GOALS, ssrVerdicts, variantName } from './ssr-goals.ts';
import { THROTTLINGS, type Throttling } from './throttling.ts';
import {
  cartCookies,
  cartStorage,
  fillCart,
  firstNeedSlug,
  firstProducts,
} from './shop-fixtures.ts';

const quick = Boolean(process.env.BENCH_QUICK) && process.env.BENCH_QUICK !== '0';
const RUNS_PER_PAGE = quick ? 1 : 3;
const baseCheckout = process.env.BENCH_BASE_CHECKOUT;
const onlyPages = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const CART_PRODUCTS = 3;

/** The ways of throttling measured, BENCH_THROTTLING's or both. */
function throttlingsAsked(): Throttling[] {
  const asked = process.env.BENCH_THROTTLING?.split(',').filter(Boolean);
  if (!asked) return THROTTLINGS;
  const unknown = asked.filter((name) => !THROTTLINGS.includes(name as Throttling));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_THROTTLING: ${unknown.join(', ')} is not one of ${THROTTLINGS.join(', ')}`,
    );
  }
  return THROTTLINGS.filter((name) => asked.includes(name));
}
const throttlings = throttlingsAsked();

function chromiumVersion(): string | null {
  try {
    const output = execFileSync(CHROMIUM, ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.toString().trim();
  } catch {
    return null;
  }
}

function lighthouseVersion(): string {
  const manifest = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return manifest.version;
}

/** The pages, with the products and the cart they need made through the gateway. */
async function pagesToMeasure(origin: string): Promise<PageSpec[]> {
  const products = await firstProducts(origin, CART_PRODUCTS);
  const cart = await fillCart(origin, products);
  const need = await firstNeedSlug(origin);
  const [first] = products;
  if (!first) throw new Error('no product to measure');
  const pages: PageSpec[] = [
    { name: 'home', path: '/fr/' },
    { name: 'product-list', path: '/fr/produits' },
    { name: 'product', path: `/fr/produit/${first.slug}` },
    { name: 'need', path: `/fr/besoin/${need}` },
    {
      name: 'cart',
      path: '/fr/commande/panier',
      localStorage: cartStorage(cart),
      cookies: cartCookies(cart),
      expectedTexts: products.map((product) => product.name),
    },
  ];
  return onlyPages ? pages.filter((page) => onlyPages.includes(page.name)) : pages;
}

/** The gateway and storefront of `BENCH_BASE_CHECKOUT`, when one is named. */
async function startBaseGateway(apiUrl: string) {
  if (!baseCheckout) return null;
  const storefront = path.join(baseCheckout, 'apps/storefront');
  return startGateway(
    apiUrl,
    {
      SSR: 'on',
      SPA_DIR: path.join(storefront, 'dist'),
      SSR_ENTRY: path.join(storefront, 'dist-server/entry-server.js'),
    },
    { server: path.join(baseCheckout, 'apps/gateway/dist/server.mjs') },
  );
}

/**
 * Two gateways on the same build and shop API, server rendering on and off,
 * measured side by side: each page's runs alternate between them.
 */
async function measurePages(): Promise<PageResult[]> {
  const shopApi = await startShopApi();
  try {
    const rendering = await startGateway(shopApi.apiUrl, { SSR: 'on' });
    const shell = await startGateway(shopApi.apiUrl, { SSR: 'off' }).catch(async (error) => {
      await rendering.stop();
      throw error;
    });
    const base = await startBaseGateway(shopApi.apiUrl).catch(async (error) => {
      await Promise.all([rendering.stop(), shell.stop()]);
      throw error;
    });
    try {
      // A gateway's BASE_DOMAIN is localhost:<port>: 127.0.0.1 would be another host.
      const renderingOrigin = `http://localhost:${rendering.port}`;
      const gateways = [
        { name: 'ssr-on', origin: renderingOrigin },
        { name: 'ssr-off', origin: `http://localhost:${shell.port}` },
        ...(base ? [{ name: 'base-ssr-on', origin: `http://localhost:${base.port}` }] : []),
      ];
      const variants: Variant[] = throttlings.flatMap((throttling) =>
        gateways.map(({ name, origin }) => ({
          name: variantName(name, throttling),
          origin,
          throttling,
        })),
      );
      // The cart lives in the shop API: its token opens it on either gateway.
      const pages = await pagesToMeasure(renderingOrigin);
      const results: PageResult[] = [];
      for (const page of pages) {
        results.push(
          ...(await benchmarkPage(page, variants, RUNS_PER_PAGE, (message) =>
            console.log(message),
          )),
        );
      }
      return results;
    } finally {
      await Promise.all([rendering.stop(), shell.stop(), base?.stop()]);
    }
  } finally {
    await shopApi.stop();
    await removeDataDir(shopApi.dataDir);
  }
}

const version = lighthouseVersion();
const chromium = chromiumVersion();
// chrome-launcher would die on an unhandled spawn error, with no word on what is missing.
if (chromium === null) {
  console.error(`not measured: no Chromium answers at ${CHROMIUM} (apt-get install chromium)`);
  process.exit(1);
}
console.log(
  `Storefront Lighthouse ${version} (${chromium}), mobile, ${throttlings.join(' and ')} throttling, ` +
    `${RUNS_PER_PAGE} run${RUNS_PER_PAGE === 1 ? '' : 's'} per page${quick ? ' (BENCH_QUICK)' : ''}\n`,
);
const pages = await measurePages();
const measured = pages.some((page) => page.runsMeasured > 0);
const scores = pages.flatMap((page) => Object.values(page.goalsMet));
const allGoalsMet = scores.includes(null) ? null : scores.every(Boolean);
const benchmarkIndex = medianOf(
  pages.flatMap((page) => page.perRun.map((run) => run.benchmarkIndex)),
);

console.log(`\nMedian scores (0–100) of ${RUNS_PER_PAGE} runs per page\n`);
printScores(pages);
console.log('\nMedian metrics\n');
printMetrics(pages);
console.log('\nServer rendering: SSR on against SSR off, per page\n');
const ssr = ssrVerdicts(pages);
printSsrGain(ssr);
console.log('');
printCostlyAudits(pages);
console.log('\nWhat the pages showed (DOM once each run was over)\n');
printChecks(pages);
console.log(
  `\nAll goals met: ${allGoalsMet === null ? 'not measured' : allGoalsMet ? 'yes' : 'no'}` +
    `   (Lighthouse CPU benchmark index: ${benchmarkIndex?.toFixed(0) ?? 'unknown'})`,
);

await writeResult('lighthouse', {
  quick,
  runsPerPage: RUNS_PER_PAGE,
  lighthouseVersion: version,
  chromium,
  formFactor: 'mobile',
  throttling: throttlings,
  benchmarkIndex,
  goals: GOALS,
  ssrGoals: SSR_GOALS,
  ssr,
  pages,
  allGoalsMet,
  ...(measured ? {} : { reason: 'no Lighthouse run could be measured (see the failures)' }),
});
// The benchmark could not run at all (no Chromium, say): the only failing exit.
if (!measured) process.exitCode = 1;
