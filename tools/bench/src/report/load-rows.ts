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
});

const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ');

/** results/load.json (load/load-with-restart.ts) as summary rows. */
export function loadRows(result: unknown): SummaryRow[] {
  const load = v.parse(LoadResultSchema, result);
  const { traffic, cartUpdates } = load;
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
  ];
}
