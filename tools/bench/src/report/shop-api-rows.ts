import * as v from 'valibot';
import { ms, type SummaryRow } from './rows.ts';

const CallResultSchema = v.object({
  count: v.number(),
  p50Ms: v.nullable(v.number()),
  p95Ms: v.nullable(v.number()),
  goalP95Ms: v.nullable(v.number()),
  met: v.nullable(v.boolean()),
  reason: v.optional(v.string()),
});

const ShopApiResultSchema = v.object({
  catalogueProducts: v.number(),
  suggestion: CallResultSchema,
  cartUpdate: CallResultSchema,
  validate: CallResultSchema,
});

const CALLS = [
  ['suggestion', 'suggestion search'],
  ['cartUpdate', 'cart update'],
  ['validate', 'validate'],
] as const;

/** results/shop-api.json (shop-api/shop-api-latency.ts) as summary rows. */
export function shopApiRows(result: unknown): SummaryRow[] {
  const shopApi = v.parse(ShopApiResultSchema, result);
  return CALLS.map(([key, name]) => {
    const call = shopApi[key];
    return {
      area: 'Shop API',
      measure: `${name} p50 / p95 (${call.count} calls, ${shopApi.catalogueProducts.toLocaleString('en')} products)`,
      result: call.reason
        ? `not measured: ${call.reason}`
        : `${ms(call.p50Ms)} / ${ms(call.p95Ms)}`,
      goal: call.goalP95Ms === null ? '' : `p95 ≤ ${call.goalP95Ms} ms`,
      met: call.met,
    };
  });
}
