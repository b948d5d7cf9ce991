/** The plain-text report of the load benchmark: the same figures as its JSON. */
import type { LedgerCounts, LostUpdate } from './cart-ledger.ts';
import type { OrderCounts } from './orders.ts';
import type { RestartTimes } from './restart.ts';
import type { StockFigures } from './stock-check.ts';
import { RECOVERY_GRACE_MS, type TrafficFigures } from './summary.ts';

export interface LoadReport {
  setup: {
    durationMs: number;
    shoppers: number;
    loggedInShoppers: number;
    cartsPerShopper: number;
    thinkTimeMs: { min: number; max: number };
    rateLimit: 'on' | 'off';
  };
  restart: RestartTimes & { downMs: number };
  traffic: TrafficFigures;
  cartUpdates: LedgerCounts & {
    lost: number;
    lostUpdates: LostUpdate[];
    cartsMissing: number;
    cartsUnreadable: number;
    selfCheckCases: number;
    tampered: { cart: string; productId: number; quantity: number } | null;
  };
  orders: OrderCounts & { doubled: number };
  stock: StockFigures;
  verdicts: {
    lostCartUpdates: Verdict;
    errorsOutsideRestart: Verdict;
    stockMatchesOrders: Verdict;
  };
}

export type Verdict = 'met' | 'not met';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fromSigterm = (ms: number) => `${ms >= 0 ? '+' : ''}${seconds(ms)}`;
const row = (label: string, value: string) => console.log(`  ${label.padEnd(30)}${value}`);
const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ') || 'none';

/** A line of the requests table: the label, then right-aligned columns. */
const tableLine = (label: string, cells: readonly (number | string | null)[], indent = 4) =>
  console.log(
    `${' '.repeat(indent)}${label.padEnd(32 - indent)}` +
      cells.map((value) => String(value ?? '–').padStart(9)).join(''),
  );

function printRequests(traffic: TrafficFigures) {
  console.log('');
  tableLine('requests by kind', ['requests', 'ok', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'], 2);
  for (const [kind, { requests, ok, errors, p50Ms, p95Ms, p99Ms }] of Object.entries(
    traffic.byKind,
  )) {
    tableLine(kind, [requests, ok, errors, p50Ms, p95Ms, p99Ms]);
  }
  const { total } = traffic.errors;
  tableLine('all', [traffic.requests, traffic.requests - total, total]);
  console.log('    (latencies of the successful requests only)\n');
  row(
    'throughput',
    `${traffic.requestsPerSecond} req/s (${traffic.successfulPerSecond} successful)`,
  );
  row(
    '  before restart / after',
    `${traffic.requestsPerSecondBeforeRestart} / ${traffic.requestsPerSecondAfterRecovery} req/s`,
  );
}

function printErrors(report: LoadReport) {
  const { errors, timeline } = report.traffic;
  console.log('');
  row('errors by status', counts(errors.byStatus));
  row('  by status and code', counts(errors.byStatusAndCode));
  row('network errors by code', counts(errors.byNetworkCode));
  row(
    'errors happened',
    errors.window
      ? `${fromSigterm(errors.window.firstMs)} to ${fromSigterm(errors.window.lastMs)} from SIGTERM`
      : 'never',
  );
  row(
    'errors outside the restart',
    `${errors.beforeRestart + errors.afterRecovery} (before SIGTERM ${errors.beforeRestart}, ` +
      `from ${seconds(RECOVERY_GRACE_MS)} after healthy ${errors.afterRecovery}) ` +
      `goal 0: ${report.verdicts.errorsOutsideRestart}`,
  );
  const from = Math.floor(report.restart.sigtermAtMs / 1000) - 2;
  const to = Math.ceil(report.restart.healthyAgainAtMs / 1000) + 2;
  const around = timeline.filter((slot) => slot.second >= from && slot.second <= to);
  console.log('  per second around the restart (requests/errors):');
  for (let index = 0; index < around.length; index += 8) {
    const line = around.slice(index, index + 8);
    const text = line.map((s) => `${s.second}s ${s.requests}/${s.errors}`.padEnd(13)).join('');
    console.log(`    ${text.trimEnd()}`);
  }
}

function printCartUpdates(report: LoadReport) {
  const updates = report.cartUpdates;
  console.log('');
  row(
    'carts checked on the shop API',
    `${updates.carts - updates.cartsUnreadable} of ${updates.carts} (${updates.cartsMissing} gone)`,
  );
  row('cart updates attempted', String(updates.attempted));
  row(
    '  acknowledged with 200',
    `${updates.acknowledged} (${updates.adjusted} adjusted by the shop)`,
  );
  row('  refused with a clear 4xx', String(updates.refused));
  row('  unknown outcome', String(updates.unknown));
  row('  LOST', `${updates.lost} goal 0: ${report.verdicts.lostCartUpdates}`);
  if (updates.cartsUnreadable > 0) {
    console.log(
      `    ${updates.cartsUnreadable} carts could not be read: their lines are not proven`,
    );
  }
  for (const lost of updates.lostUpdates) {
    console.log(
      `    lost: cart ${lost.cart.slice(0, 10)}… product ${lost.productId} ` +
        `expected ${lost.expected} (may be ${lost.allowed.join(' or ')}), found ${lost.found}`,
    );
  }
  console.log(
    `    (the check found every lost case of ${updates.selfCheckCases} synthetic histories before the run)`,
  );
  if (updates.tampered) {
    const { cart, productId, quantity } = updates.tampered;
    console.log(
      `    BENCH_LOAD_TAMPER: cart ${cart.slice(0, 10)}… product ${productId} set to ${quantity} behind the ledger`,
    );
  }
}

function printStock(report: LoadReport) {
  const { orders, stock } = report;
  console.log('');
  row('orders attempted', String(orders.attempted));
  row('  placed (cheque)', `${orders.placed}, listed after the run: ${stock.ordersListed}`);
  row('  refused: stock ran out', String(orders.refusedForStock));
  row('  abandoned (no clear answer)', String(orders.abandoned));
  row('  LOST / DOUBLED', `${stock.ordersLost} / ${orders.doubled} goal 0`);
  row(
    'units sold / off the shelves',
    `${stock.unitsSold} / ${stock.unitsLeftShelves} (${stock.productsSoldOut} products sold out)`,
  );
  row(
    '  products that do not match',
    `${stock.mismatches.length} goal 0: ${report.verdicts.stockMatchesOrders}`,
  );
  if (stock.unreadableCustomers > 0) {
    console.log(`    ${stock.unreadableCustomers} customers' orders could not be read`);
  }
  for (const { productId, leftShelves, sold } of stock.mismatches.slice(0, 20)) {
    console.log(`    product ${productId}: ${leftShelves} left the shelf, ${sold} sold`);
  }
  if (stock.tampered) {
    const { productId, stock: shelf } = stock.tampered;
    console.log(
      `    BENCH_LOAD_TAMPER: product ${productId} shelf set to ${shelf} behind the orders`,
    );
  }
}

export function printReport(report: LoadReport) {
  const { setup, restart } = report;
  console.log(
    `\nLoad with faults: ${setup.shoppers} shoppers (${setup.loggedInShoppers} logged in) for ` +
      `${seconds(report.traffic.durationMs)} through the gateway, the shop API restarted once ` +
      `(PGlite; gateway rate limits ${setup.rateLimit}; think time ${setup.thinkTimeMs.min}–${setup.thinkTimeMs.max} ms)\n`,
  );
  row('SIGTERM sent at', seconds(restart.sigtermAtMs));
  const exit = restart.exitSignal ?? `exit code ${restart.exitCode}`;
  row('old process exited', `${fromSigterm(restart.exitedAtMs - restart.sigtermAtMs)} (${exit})`);
  row('new process answered /healthz', fromSigterm(restart.downMs));
  const first = report.traffic.firstSuccessAfterRestartMs;
  row('first success via the gateway', first === null ? 'none' : fromSigterm(first));
  printRequests(report.traffic);
  printErrors(report);
  printCartUpdates(report);
  printStock(report);
}
