/**
 * Server-rendered pages under load: the built gateway with `SSR=on` and its
 * default rate limits, in front of the built shop API (PGlite), all on loopback.
 *
 * 1. One anonymous visitor: home, product list, a buyable product's page and a need page,
 *    5 requests to warm up then 30 measured each, asked in turn of this gateway and of a
 *    second one with `SSR=off` (the client-only shell): time to first byte and to the last
 *    byte, and whether each SSR page came rendered (200 with the router's `$_TSR`).
 * 2. 20 anonymous visitors at once for 20 s (BENCH_QUICK=1: 5 s), no think time, product
 *    pages of up to 50 buyable products: goal, TTFB p50 ≤ 60 ms.
 * 3. 50 visitors, each signed up straight on the shop API and sending its own session and
 *    cart count cookies, for 60 s (BENCH_QUICK=1: 20 s, and in both cases at least 5 s after
 *    the restarted shop API is healthy), over home, product list, product pages, the need
 *    page and the account dashboard, the shop API restarted once at the midpoint. Every
 *    reply is classed (pages/page-check.ts); goals: no page with another visitor's name or
 *    cart count, replies other than the visitor's own page only from SIGTERM to 5 s after
 *    the shop API is healthy, the gateway alive and healthy at the end. The gateway's RSS is
 *    sampled each second from the start of the traffic to 15 s after it (idle), and read
 *    right after a full collection (asked through its inspector) 10 s into the traffic and
 *    at the end of the idle time: goal, the second at most 1.25 × the first.
 *
 * results/pages.json (times in ms; phase 3's relative to the start of its traffic unless
 * the name says "from SIGTERM"):
 * {
 *   measuredAt, quick,
 *   setup: { warmUpRequests, measuredRequests, concurrentVisitors, concurrentDurationMs
 *            (planned), productPaths, visitors, trafficDurationMs (planned), idleMs,
 *            thinkTimeMs: {min,max} },
 *   pageTimings: [{ page, path, variant ("ssr-on" | "ssr-off"), requests, statuses,
 *                   rendered, ttfb: {p50Ms,p95Ms}, total: {p50Ms,p95Ms} }],
 *   concurrent: { visitors, durationMs, requests, requestsPerSecond, errors, byStatus, shells,
 *                 ttfb: {p50Ms,p95Ms,p99Ms}, total: {p50Ms} },
 *   concurrentCached: the same from a gateway keeping pages PAGE_CACHE_TTL_S (below),
 *   restart: { sigtermAtMs, exitedAtMs, exitCode, exitSignal, healthyAgainAtMs,
 *              startAttempts, downMs (SIGTERM to healthy) },
 *   visitorTraffic: { durationMs, requests, requestsPerSecond,
 *                     byClass: { own, foreign, shell, error-page, redirect, other },
 *                     ownPageMs: {p50Ms,p95Ms} (request to last byte of own pages),
 *                     byPage: { [page]: byClass }, notOwnByStatus,
 *                     notOwn: { total, window: {firstMs, lastMs} | null (from SIGTERM),
 *                               outsideRestart, outsideByClass,
 *                               outsideExamples: [{ visitor, path, class, status, errorCode,
 *                                 sentAtMs (from SIGTERM), durationMs }] (20 at most) },
 *                     foreignExamples: [{ visitor, path, status, atMs (from SIGTERM),
 *                                         foreignNames, foreignCount }] (20 at most) },
 *   gateway: { alive, healthzStatus },
 *   memory: { warmMiB, endOfTrafficMiB, peakMiB, afterIdleMiB, idleToWarm,
 *             samples: [{ atMs, rssMiB }] },
 *   verdicts: { concurrentTtfbP50, foreignPages, noCrash, notOwnOutsideRestart, memoryFlat }
 *             ("met" | "not met"),
 *   goals: { concurrentTtfbP50Ms: 60, foreignPages: 0, notOwnOutsideRestart: 0,
 *            idleToWarmMax: 1.25 }
 * }
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restartAtMidpoint, type RestartTimes } from '../load/restart.ts';
import { writeResult } from '../support/results.ts';
import { roundTimes } from '../support/stats.ts';
import {
  freePort,
  removeDataDir,
  startGateway,
  startShopApi,
  type Gateway,
  type ShopApi,
} from '../support/servers.ts';
import { CONCURRENT_VISITORS, measureConcurrentProductPages } from './concurrent-products.ts';
import { GOALS, verdict } from './goals.ts';
import { WARM_AFTER_MS, collectGarbage, memoryFigures, readRssMiB, sampleRss } from './memory.ts';
import { createPageCheck } from './page-check.ts';
import { readSitePages } from './site-pages.ts';
import { printReport, type PagesReport } from './table.ts';
import { MEASURED_REQUESTS, WARM_UP_REQUESTS, measurePageTimings } from './timings.ts';
import { summariseVisitorTraffic } from './traffic-summary.ts';
import { THINK_TIME_MS, runVisitorTraffic, type PageRecord } from './visitor-traffic.ts';
import { createVisitors } from './visitors.ts';

const quick = process.env.BENCH_QUICK === '1';
const CONCURRENT_MS = quick ? 5_000 : 20_000;
const TRAFFIC_MS = quick ? 20_000 : 60_000;
const VISITOR_COUNT = 50;
/** The gateway left without traffic this long before its memory is read again. */
const IDLE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** As a browser names the site: BASE_DOMAIN is `localhost:{port}` (support/servers.ts). */
const siteUrl = (gateway: Gateway) => `http://localhost:${gateway.port}`;

// Ours from the start, so that it goes even when the first start fails.
const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-pages-'));
/** What is running now, for the clean-up: the restart replaces the shop API. */
const running: { shop?: ShopApi; gateway?: Gateway; shell?: Gateway; cached?: Gateway } = {};
/** Phase 2 again on a gateway that keeps anonymous pages this long (spa/page-cache.ts). */
const PAGE_CACHE_TTL_S = 10;
try {
  let shop = (running.shop = await startShopApi({ dataDir }));
  // Its inspector, on loopback, lets the memory check ask for a collection before reading.
  const inspectorPort = await freePort();
  const gateway = (running.gateway = await startGateway(
    shop.apiUrl,
    { SSR: 'on' },
    { nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`] },
  ));
  const shell = (running.shell = await startGateway(shop.apiUrl, { SSR: 'off' }));
  const pid = gateway.child.pid;
  if (pid === undefined) throw new Error('the gateway has no process id');
  /** The gateway's RSS right after a full collection (a second for the pages to go back). */
  const settledRss = async () => {
    await collectGarbage(inspectorPort);
    await sleep(1_000);
    return readRssMiB(pid);
  };
  const pages = await readSitePages(shop.apiUrl);

  console.log('1. page timings, one visitor, SSR on and off…');
  const pageTimings = await measurePageTimings(
    { 'ssr-on': siteUrl(gateway), 'ssr-off': siteUrl(shell) },
    pages.public,
  );
  // Not needed any more: it must not share the two cores with the measured gateway.
  await shell.stop();

  console.log(`2. ${CONCURRENT_VISITORS} visitors at once on product pages…`);
  const concurrent = await measureConcurrentProductPages(
    siteUrl(gateway),
    pages.productPaths,
    CONCURRENT_MS,
  );

  // The measured gateway keeps no page: phase 2 is of pages rendered, each time.
  console.log(`   the same, from a gateway with PAGE_CACHE_TTL_S=${PAGE_CACHE_TTL_S}…`);
  const cachedGateway = (running.cached = await startGateway(shop.apiUrl, {
    SSR: 'on',
    PAGE_CACHE_TTL_S: String(PAGE_CACHE_TTL_S),
  }));
  const concurrentCached = await measureConcurrentProductPages(
    siteUrl(cachedGateway),
    pages.productPaths,
    CONCURRENT_MS,
  );
  await cachedGateway.stop();

  console.log(`3. ${VISITOR_COUNT} accounts signed up on the shop API…`);
  const visitors = await createVisitors(shop.apiUrl, VISITOR_COUNT);
  const records: PageRecord[] = [];
  const startedAt = performance.now();
  const clock = () => performance.now() - startedAt;
  const memory = sampleRss(pid, clock);
  const warmRss = sleep(WARM_AFTER_MS).then(settledRss);
  // Awaited after the traffic; a run cut short must not leave it unhandled.
  warmRss.catch(() => undefined);
  let aborted = false;
  // Unknown until the restart is over: the traffic never ends while the shop API is down.
  let endsAtMs = Number.POSITIVE_INFINITY;

  console.log(`   traffic for ${TRAFFIC_MS / 1000} s, shop API restart at ${TRAFFIC_MS / 2000} s…`);
  const traffic = runVisitorTraffic({
    gatewayUrl: siteUrl(gateway),
    visitors,
    pages: [...pages.public, pages.account],
    productPaths: pages.productPaths,
    checkPage: createPageCheck(visitors),
    record: (entry) => records.push(entry),
    clock,
    isOver: () => aborted || clock() >= endsAtMs,
  });
  let restart: RestartTimes;
  try {
    const restarted = await restartAtMidpoint(shop, clock, TRAFFIC_MS);
    shop = running.shop = restarted.shop;
    restart = restarted.times;
    endsAtMs = restarted.endsAtMs;
  } catch (error) {
    aborted = true;
    await traffic;
    await memory.stop();
    throw error;
  }
  await traffic;
  const trafficEndMs = clock();
  console.log(`   traffic over, the gateway left idle ${IDLE_MS / 1000} s…`);
  await sleep(IDLE_MS);
  const settled = { warmMiB: await warmRss, afterIdleMiB: await settledRss() };
  await memory.stop();

  const alive = gateway.child.exitCode === null && gateway.child.signalCode === null;
  const healthzStatus = await fetch(`${gateway.url}/healthz`).then(
    (response) => response.status,
    () => null,
  );
  const visitorTraffic = summariseVisitorTraffic(records, restart, trafficEndMs);
  const rss = memoryFigures(memory.samples, trafficEndMs, settled);
  const report: PagesReport = {
    setup: {
      warmUpRequests: WARM_UP_REQUESTS,
      measuredRequests: MEASURED_REQUESTS,
      concurrentVisitors: CONCURRENT_VISITORS,
      concurrentDurationMs: CONCURRENT_MS,
      productPaths: pages.productPaths.length,
      visitors: VISITOR_COUNT,
      trafficDurationMs: TRAFFIC_MS,
      idleMs: IDLE_MS,
      thinkTimeMs: THINK_TIME_MS,
    },
    pageTimings,
    concurrent,
    concurrentCached: { ...concurrentCached, pageCacheTtlS: PAGE_CACHE_TTL_S },
    restart: {
      ...roundTimes(restart),
      downMs: Math.round(restart.healthyAgainAtMs - restart.sigtermAtMs),
    },
    visitorTraffic,
    gateway: { alive, healthzStatus },
    memory: rss,
    verdicts: {
      concurrentTtfbP50: verdict(
        concurrent.ttfb.p50Ms !== null && concurrent.ttfb.p50Ms <= GOALS.concurrentTtfbP50Ms,
      ),
      foreignPages: verdict(visitorTraffic.byClass.foreign <= GOALS.foreignPages),
      noCrash: verdict(alive && healthzStatus === 200),
      notOwnOutsideRestart: verdict(
        visitorTraffic.notOwn.outsideRestart <= GOALS.notOwnOutsideRestart,
      ),
      memoryFlat: verdict(rss.idleToWarm !== null && rss.idleToWarm <= GOALS.idleToWarmMax),
    },
  };
  printReport(report);
  await writeResult('pages', { quick, ...report, goals: GOALS });
} finally {
  await running.shell?.stop();
  await running.cached?.stop();
  await running.gateway?.stop();
  await running.shop?.stop();
  await removeDataDir(dataDir);
}
