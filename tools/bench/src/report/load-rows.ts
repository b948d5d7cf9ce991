import * as v from 'valibot';
import { perSecond, type SummaryRow } from './rows.ts';

const LoadResultSchema = v.object({
  setup: v.object({ shoppers: v.number() }),
  restart: v.object({ downMs: v.nullable(v.number()) }),
  traffic: v.object({
    durationMs: v.number(),
    requests: v.number(),
    requestsPerSecond: v.number(),
    errors: v.object({
      total: v.number(),
      byStatus: v.record(v.string(), v.number()),
      byNetworkCode: v.record(v.string(), v.number()),
      beforeRestart: v.number(),
      afterRecovery: v.number(),
    }),
  }),
  cartUpdates: v.object({ attempted: v.number(), acknowledged: v.number(), lost: v.number() }),
  // Optional: results written before the orders were part of the run have no stock check.
  orders: v.optional(v.object({ placed: v.number(), doubled: v.number() })),
  stock: v.optional(
    v.object({
      unitsSold: v.number(),
      unitsLeftShelves: v.number(),
      ordersLost: v.number(),
      mismatches: v.array(v.unknown()),
    }),
  ),
  verdicts: v.object({ stockMatchesOrders: v.optional(v.picklist(['met', 'not met'])) }),
});

const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ');

/** results/load.json (load/load-with-restart.ts) as summary rows. */
export function loadRows(result: unknown): SummaryRow[] {
  const load = v.parse(LoadResultSchema, result);
  const { traffic, cartUpdates, orders, stock } = load;
  const seconds = Math.round(traffic.durationMs / 1000);
  const errorsOutside = traffic.errors.beforeRestart + traffic.errors.afterRecovery;
  const down =
    load.restart.downMs === null
      ? ''
      : `, shop API down ${(load.restart.downMs / 1000).toFixed(1)} s`;
  return [
    {
      area: 'Load + restart',
      measure: `${load.setup.shoppers} shoppers, ${seconds} s through the gateway${down}`,
      result: `${traffic.requests} requests, ${perSecond(traffic.requestsPerSecond)}; errors: ${
        counts({ ...traffic.errors.byStatus, ...traffic.errors.byNetworkCode }) || 'none'
      }`,
      goal: 'errors only during the restart',
      met: errorsOutside === 0,
    },
    {
      area: 'Load + restart',
      measure: `cart updates acknowledged with 200 then lost (of ${cartUpdates.acknowledged})`,
      result: String(cartUpdates.lost),
      goal: '0',
      met: cartUpdates.lost === 0,
    },
    ...(orders && stock
      ? [
          {
            area: 'Load + restart',
            measure: `units off the shelves against units in the ${orders.placed} orders placed`,
            result:
              `${stock.unitsLeftShelves} / ${stock.unitsSold}; products not matching ` +
              `${stock.mismatches.length}, orders lost ${stock.ordersLost}, doubled ${orders.doubled}`,
            goal: 'equal, 0, 0, 0',
            met: load.verdicts.stockMatchesOrders === 'met',
          },
        ]
      : []),
  ];
}
