/**
 * `npm run bench:scale` (and `--short` in `npm test`): the production topology on loopback,
 * nginx with deploy/nginx.conf in front of two gateways, the shop API on PostgreSQL, the
 * gateways sharing Redis, all from `npm run build:prod`'s folders, copied out of the
 * repository and installed with `npm ci --omit=dev` as an operator does. It proves:
 * - a visitor's session, cart and pending checkout hold when every request is served by
 *   the other gateway, and one request id is in nginx's, the gateway's and the shop API's
 *   logs; nginx's TLS listener speaks HTTP/2;
 * - the login limit and the redirect cache are shared by the gateways;
 * - a gateway killed with SIGKILL under mixed traffic loses no acknowledged cart update or
 *   order, makes no double order, and costs only requests in flight on it that nginx may
 *   not resend (POSTs answered 502); idempotent ones are resent to the other gateway;
 * - a rolling restart (SIGTERM each gateway in turn, start it again, wait for /readyz)
 *   fails no request.
 * The full run also measures latency through nginx with one gateway and with two.
 *
 * Skips, saying why, when DATABASE_URL or REDIS_URL is unset or its server does not answer,
 * or nginx is missing. Exits 1 when a check fails. SCALE_KEEP_LOGS=1 keeps the run's folder
 * (the logs of nginx, both gateways and the shop API) for reading afterwards.
 */
import pg from 'pg';
import { CartLedger, findLostUpdates } from '../load/cart-ledger.ts';
import { readCartsFromShopApi } from '../load/cart-check.ts';
import { selfCheckLostDetection } from '../load/ledger-self-check.ts';
import { percentile } from '../support/stats.ts';
import {
  http2Listener,
  journeyAcrossGateways,
  sharedLoginLimit,
  sharedRedirectCache,
  type CheckResult,
} from './checks.ts';
import { readLogs } from './logs.ts';
import { cartProducts } from './shop.ts';
import { missingService, startTopology, stopServer, type Topology } from './topology.ts';
import { newOrderLedger, runTraffic, type OrderLedger } from './traffic.ts';
import { staleConnectionResends, visitorAddresses, type Exchange } from './visitor.ts';

const short = process.argv.includes('--short');
const KILL_TRAFFIC_MS = short ? 12_000 : 60_000;
const LOAD_MS = 20_000;
const SHOPPERS = short ? 8 : 16;
const BUYERS = short ? 3 : 6;

interface PhaseRow {
  phase: string;
  requests: number;
  failuresByStatus: Record<string, number>;
  lostUpdates: number;
  doubleOrders: number;
  lostOrders: number;
  p50: number;
  p99: number;
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const failed = (exchange: Exchange) => exchange.status === null || exchange.status >= 500;

const reason = await missingService();
if (reason) {
  console.log(`scale test skipped: ${reason}`);
  process.exit(0);
}

// Before anything starts: a check that cannot fail must not get to say "0 lost".
selfCheckLostDetection();

const results: CheckResult[] = [];
const rows: PhaseRow[] = [];
const nextAddress = visitorAddresses();
let topology: Topology | undefined;

/** Runs traffic for `durationMs` while `during` acts on the topology; returns its figures. */
async function trafficPhase(
  top: Topology,
  name: string,
  durationMs: number,
  productIds: readonly number[],
  orderProductIds: readonly number[],
  during: (clock: () => number) => Promise<void> = async () => undefined,
) {
  const exchanges: Exchange[] = [];
  const ledger = new CartLedger();
  const orders = newOrderLedger();
  const db = new pg.Client({ connectionString: top.databaseUrl });
  await db.connect();
  const since = ((await db.query('select now() as now')).rows[0] as { now: Date }).now;
  const phaseStart = performance.now();
  const clock = () => performance.now() - phaseStart;
  // Unknown until `during` is over: the traffic lasts at least as long as it does.
  let endsAt = Number.POSITIVE_INFINITY;
  const traffic = runTraffic({
    url: top.url,
    productIds,
    orderProductIds,
    nextAddress,
    shoppers: SHOPPERS,
    buyers: BUYERS,
    ledger,
    orders,
    record: (exchange) => exchanges.push(exchange),
    clock,
    isOver: () => clock() >= endsAt,
  });
  try {
    await during(clock);
  } finally {
    // The traffic ends at its planned time, or a second after `during` if that is later.
    endsAt = Math.max(durationMs, clock() + 1_000);
    await traffic;
  }
  const carts = await readCartsFromShopApi(top.shopApiUrl, ledger.tokens());
  const lost = findLostUpdates(ledger, carts.found);
  const orderCheck = await checkOrders(db, since, orders);
  await db.end();
  const latencies = exchanges
    .filter((exchange) => exchange.status !== null)
    .map((exchange) => exchange.endMs - exchange.startMs)
    .sort((a, b) => a - b);
  const failuresByStatus: Record<string, number> = {};
  for (const exchange of exchanges.filter(failed)) {
    const key = String(exchange.status ?? exchange.networkError);
    failuresByStatus[key] = (failuresByStatus[key] ?? 0) + 1;
  }
  const row: PhaseRow = {
    phase: name,
    requests: exchanges.length,
    failuresByStatus,
    lostUpdates: lost.length + carts.unreadable.length,
    doubleOrders: orderCheck.double,
    lostOrders: orderCheck.lost,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
  rows.push(row);
  const counts = ledger.counts();
  console.log(
    `${elapsed()}  ${name}: ${exchanges.length} requests, cart updates ${counts.acknowledged} acknowledged / ${counts.unknown} unknown, orders ${orders.acknowledged.size} acknowledged of ${orders.attempts.length}, ${orderCheck.inDatabase} in the database`,
  );
  return { exchanges, row, orders };
}

/**
 * Double orders: orders made during the phase beyond one per cart a shopper tried to turn
 * into an order (the database is this run's: nobody else orders). Lost orders: an order
 * acknowledged for a cart that the database does not hold for that cart.
 */
async function checkOrders(db: pg.Client, since: Date, orders: OrderLedger) {
  const { rows: made } = await db.query<{ token: string | null; id: number }>(
    'select c.token, o.id from orders o left join carts c on c.id = o.cart_id where o.created_at >= $1',
    [since],
  );
  const attempts = new Set(orders.attempts);
  const perCart = new Map<string, number[]>();
  let untracked = 0;
  for (const { token, id } of made) {
    if (token === null || !attempts.has(token)) untracked += 1;
    else perCart.set(token, [...(perCart.get(token) ?? []), id]);
  }
  const extra = [...perCart.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
  let lost = 0;
  for (const [token, id] of orders.acknowledged) {
    if (!perCart.get(token)?.includes(id)) lost += 1;
  }
  return { double: untracked + extra + orders.conflicting, lost, inDatabase: made.length };
}

function printTable() {
  const header = [
    'phase',
    'requests',
    'failed (by status)',
    'lost updates',
    'double orders',
    'lost orders',
    'p50 ms',
    'p99 ms',
  ];
  const lines = rows.map((row) => [
    row.phase,
    String(row.requests),
    Object.entries(row.failuresByStatus)
      .map(([status, count]) => `${count}×${status}`)
      .join(' ') || '0',
    String(row.lostUpdates),
    String(row.doubleOrders),
    String(row.lostOrders),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

try {
  console.log(`${elapsed()}  starting PostgreSQL database, shop API, 2 gateways and nginx…`);
  const top = (topology = await startTopology({ gatewayCount: 2 }));
  console.log(`${elapsed()}  ready: nginx on ${top.url}, logs in ${top.logsDir}`);
  const products = await cartProducts(top.shopApiUrl);
  const half = Math.ceil(products.length / 2);
  const cartIds = products.slice(0, half);
  const orderIds = products.slice(half);

  results.push(...(await journeyAcrossGateways(top, nextAddress(), cartIds)));
  results.push(await sharedLoginLimit(top, nextAddress()));
  results.push(await sharedRedirectCache(top, nextAddress()));
  results.push(await http2Listener(top));
  console.log(`${elapsed()}  checks without load done`);

  if (!short) {
    await top.balance([0]);
    await trafficPhase(top, 'load, 1 gateway', LOAD_MS, cartIds, orderIds);
    await top.balance([0, 1]);
    await trafficPhase(top, 'load, 2 gateways', LOAD_MS, cartIds, orderIds);
  }

  // One gateway killed a third of the way into the traffic.
  let killedAtMs = 0;
  const kill = await trafficPhase(
    top,
    'SIGKILL of a gateway',
    KILL_TRAFFIC_MS,
    cartIds,
    orderIds,
    async (clock) => {
      await new Promise((resolve) => setTimeout(resolve, KILL_TRAFFIC_MS / 3));
      const victim = top.gateways[1];
      if (!victim) throw new Error('no second gateway');
      killedAtMs = clock();
      await stopServer(victim, 'SIGKILL');
    },
  );
  const killFailures = kill.exchanges.filter(failed);
  // nginx's log says where each failed request went: a 502 is excused when nginx had sent
  // it to the killed gateway and, being a POST, could not resend it.
  const logs = await readLogs(top);
  const killedAddress = `127.0.0.1:${String(top.gateways[1]?.port)}`;
  const upstreamOf = (id: string | null) =>
    id === null
      ? undefined
      : /upstream=(\S+)/.exec(
          logs.nginx.find((line) => line.includes(`request_id=${id} `)) ?? '',
        )?.[1];
  const excused = killFailures.filter(
    (exchange) =>
      exchange.status === 502 &&
      exchange.method !== 'GET' &&
      upstreamOf(exchange.requestId) === killedAddress,
  );
  const described = killFailures
    .map(
      (exchange) =>
        `${exchange.method} ${exchange.kind} ${String(exchange.status ?? exchange.networkError)} sent ${(exchange.startMs - killedAtMs).toFixed(0)} ms after the kill to ${String(upstreamOf(exchange.requestId))}`,
    )
    .join('; ');
  results.push({
    name: 'SIGKILL: only requests in flight on the killed gateway fail',
    ok:
      excused.length === killFailures.length &&
      kill.row.lostUpdates === 0 &&
      kill.row.doubleOrders === 0 &&
      kill.row.lostOrders === 0,
    detail: `${killFailures.length} failed, ${excused.length} of them POSTs nginx had sent to the killed gateway (${described || 'none'}); lost updates ${kill.row.lostUpdates}, double orders ${kill.row.doubleOrders}, lost orders ${kill.row.lostOrders}`,
  });
  const retried = logs.nginx.filter((line) => / upstream=\S+, \S+/.test(line)).length;
  console.log(
    `${elapsed()}  nginx sent ${retried} request(s) on to the other gateway after a failed attempt`,
  );
  await top.startGateway(1);
  // A reload gives nginx's new workers a fresh view: the restarted gateway is in again.
  await top.balance([0, 1]);

  // Each gateway in turn: out of nginx's upstream (a reload: the old workers finish their
  // requests and close their connections to it), SIGTERM, started again, ready, back in.
  // Sent straight away, SIGTERM closes the gateway's idle kept-alive connections, and a
  // POST nginx sends on one at that moment is answered 502, never resent (a few in a
  // hundred restarts under this traffic).
  const restarts: string[] = [];
  const resendsBefore = staleConnectionResends;
  const rolling = await trafficPhase(
    top,
    'rolling restart',
    4_000,
    cartIds,
    orderIds,
    async (clock) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const all = top.gateways.map((_, index) => index);
      for (const index of all) {
        const gateway = top.gateways[index];
        if (!gateway) throw new Error(`no gateway ${index}`);
        const marks = [clock()];
        await top.balance(all.filter((other) => other !== index));
        marks.push(clock());
        await stopServer(gateway, 'SIGTERM');
        marks.push(clock());
        await top.startGateway(index);
        marks.push(clock());
        await top.balance(all);
        marks.push(clock());
        const steps = marks
          .slice(1)
          .map((mark, step) => ((mark - (marks[step] ?? 0)) / 1000).toFixed(1));
        restarts.push(
          `gateway ${index} out ${steps[0]} s, stopped ${steps[1]} s, ready ${steps[2]} s, in ${steps[3]} s`,
        );
      }
    },
  );
  const resends = staleConnectionResends - resendsBefore;
  const rollingFailures = rolling.exchanges.filter(failed);
  results.push({
    name: 'rolling restart: no failed request',
    ok:
      rollingFailures.length === 0 &&
      rolling.row.lostUpdates === 0 &&
      rolling.row.doubleOrders === 0 &&
      rolling.row.lostOrders === 0,
    detail: `${rolling.exchanges.length} requests, ${rollingFailures.length} failed (${rollingFailures
      .map(
        (e) =>
          `${e.method} ${e.kind} ${String(e.status ?? e.networkError)} at ${(e.startMs / 1000).toFixed(1)} s, id ${String(e.requestId)}`,
      )
      .slice(0, 5)
      .join(
        ', ',
      )}); restarts: ${restarts.join(', ')}; ${resends} request(s) sent again by the client on a new connection after nginx's reload closed its kept-alive one`,
  });
} catch (error) {
  results.push({
    name: 'scale test ran to its end',
    ok: false,
    detail: (error as Error).stack ?? String(error),
  });
} finally {
  await topology?.stop();
}

printTable();
console.log('');
for (const result of results)
  console.log(`${result.ok ? '✔' : '✘'} ${result.name}: ${result.detail}`);
const failures = results.filter((result) => !result.ok).length;
console.log(`\nscale test, ${short ? 'short' : 'full'}, in ${elapsed()}:`);
console.log(`scale: ${results.length - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
