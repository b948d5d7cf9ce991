import * as v from 'valibot';
import { kb, type SummaryRow } from './rows.ts';

const BundleResultSchema = v.object({
  entryAndHomeGzip: v.number(),
  entryAndHomeBrotli: v.number(),
  routes: v.array(v.object({ source: v.string(), gzip: v.number(), brotli: v.number() })),
  goals: v.object({ entryAndHomeGzipMax: v.number(), routeGzipMax: v.number() }),
});

/** results/bundle.json (bundle/bundle-size.ts) as summary rows. */
export function bundleRows(result: unknown): SummaryRow[] {
  const bundle = v.parse(BundleResultSchema, result);
  const [largest] = [...bundle.routes].sort((a, b) => b.gzip - a.gzip);
  const overBudget = bundle.routes.filter((route) => route.gzip > bundle.goals.routeGzipMax);
  const rows: SummaryRow[] = [
    {
      area: 'Bundle',
      measure: 'entry + home (gzip / brotli)',
      result: `${kb(bundle.entryAndHomeGzip)} / ${kb(bundle.entryAndHomeBrotli)}`,
      goal: `≤ ${kb(bundle.goals.entryAndHomeGzipMax)} gzip`,
      met: bundle.entryAndHomeGzip <= bundle.goals.entryAndHomeGzipMax,
    },
  ];
  if (largest)
    rows.push({
      area: 'Bundle',
      measure: `largest route on top of the entry (${largest.source.replace('src/routes', '')})`,
      result: `${kb(largest.gzip)} / ${kb(largest.brotli)}`,
      goal: `every route ≤ ${kb(bundle.goals.routeGzipMax)} gzip`,
      met: overBudget.length === 0,
    });
  return rows;
}
