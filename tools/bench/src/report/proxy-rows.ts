import * as v from 'valibot';
import { ms, perSecond, ratio, type SummaryRow } from './rows.ts';

const MedianSchema = v.object({ median: v.number(), min: v.number(), max: v.number() });
const GoalSchema = v.object({
  comparison: v.picklist(['atMost', 'atLeast']),
  target: v.number(),
  value: v.nullable(v.number()),
  met: v.nullable(v.boolean()),
});
const SaturationSchema = v.nullable(
  v.object({
    reqPerSecond: MedianSchema,
    non2xx: v.number(),
    statuses: v.record(v.string(), v.number()),
  }),
);

const ProxyResultSchema = v.object({
  saturation: v.object({
    direct: SaturationSchema,
    gateway: SaturationSchema,
    express: SaturationSchema,
    nginx: SaturationSchema,
    fastify: SaturationSchema,
  }),
  settings: v.object({ saturation: v.object({ connections: v.number(), rounds: v.number() }) }),
  goals: v.object({
    gatewayAddedP50Ms: GoalSchema,
    gatewayAddedP99Ms: GoalSchema,
    gatewayToFastify: GoalSchema,
    gatewayToExpress: GoalSchema,
    gatewayToNginx: GoalSchema,
  }),
});

type Goal = v.InferOutput<typeof GoalSchema>;

const goalText = (goal: Goal, unit: (value: number) => string) =>
  `${goal.comparison === 'atMost' ? '≤' : '≥'} ${unit(goal.target)}`;

/** results/proxy.json (proxy/proxy-comparison.ts) as summary rows. */
export function proxyRows(result: unknown): SummaryRow[] {
  const proxy = v.parse(ProxyResultSchema, result);
  const { goals, saturation } = proxy;
  const throughput = (key: keyof typeof saturation) => {
    const figures = saturation[key];
    if (!figures) return 'not measured';
    const refused = figures.non2xx ? ` (+${figures.non2xx.toLocaleString('en')} non-2xx)` : '';
    return `${perSecond(figures.reqPerSecond.median)}${refused}`;
  };
  const { connections, rounds } = proxy.settings.saturation;
  return [
    {
      area: 'Gateway proxy',
      measure: 'latency added at 1,000 req/s, p50 / p99 (vs the shop API direct)',
      result: `${ms(goals.gatewayAddedP50Ms.value)} / ${ms(goals.gatewayAddedP99Ms.value)}`,
      goal: `${goalText(goals.gatewayAddedP50Ms, (value) => `${value} ms`)} / ${goalText(goals.gatewayAddedP99Ms, (value) => `${value} ms`)}`,
      met:
        goals.gatewayAddedP50Ms.met === null || goals.gatewayAddedP99Ms.met === null
          ? null
          : goals.gatewayAddedP50Ms.met && goals.gatewayAddedP99Ms.met,
    },
    {
      area: 'Gateway proxy',
      measure: `2xx req/s at saturation (${connections} connections, median of ${rounds}): direct · gateway · express · nginx · bare Fastify`,
      result: ['direct', 'gateway', 'express', 'nginx', 'fastify']
        .map((key) => throughput(key as keyof typeof saturation))
        .join(' · '),
      goal: '',
      met: null,
    },
    ...(
      [
        ['gatewayToFastify', 'gateway ÷ bare Fastify + @fastify/http-proxy'],
        ['gatewayToExpress', 'gateway ÷ express + http-proxy-middleware'],
        ['gatewayToNginx', 'gateway ÷ nginx proxy_pass'],
      ] as const
    ).map(([key, measure]) => ({
      area: 'Gateway proxy',
      measure,
      result: ratio(goals[key].value),
      goal: goalText(goals[key], (value) => `${value}×`),
      met: goals[key].met,
    })),
  ];
}
