import * as v from 'valibot';
import { notMeasured, ratio, type SummaryRow } from './rows.ts';

const TargetSchema = v.object({
  instructionsPerRequest: v.number(),
  non2xx: v.number(),
  errors: v.number(),
});

const InstructionsResultSchema = v.object({
  skipped: v.optional(v.string()),
  settings: v.object({ measuredRequests: v.number() }),
  targets: v.optional(
    v.object({ gateway: TargetSchema, gatewayQuiet: TargetSchema, fastify: TargetSchema }),
  ),
  ratios: v.optional(v.object({ fastifyToGateway: v.number(), fastifyToGatewayQuiet: v.number() })),
});

const AREA = 'Gateway proxy';

/** results/instructions.json (instructions/gateway-instructions.ts) as summary rows. */
export function instructionsRows(result: unknown): SummaryRow[] {
  const { skipped, settings, targets, ratios } = v.parse(InstructionsResultSchema, result);
  if (skipped !== undefined || !targets || !ratios) return [notMeasured(AREA, skipped ?? '')];
  const count = (target: v.InferOutput<typeof TargetSchema>) =>
    `${Math.round(target.instructionsPerRequest / 1000).toLocaleString('en')} k` +
    (target.non2xx ? ` (${target.non2xx} non-2xx)` : '');
  return [
    {
      area: AREA,
      measure: `instructions per proxied request (callgrind, ${settings.measuredRequests.toLocaleString('en')} requests): gateway · gateway LOG_LEVEL=warn · bare Fastify`,
      result: [targets.gateway, targets.gatewayQuiet, targets.fastify].map(count).join(' · '),
      goal: '',
      met: null,
    },
    {
      area: AREA,
      measure: 'bare Fastify ÷ gateway, in instructions: as deployed · LOG_LEVEL=warn',
      result: `${ratio(ratios.fastifyToGateway)} · ${ratio(ratios.fastifyToGatewayQuiet)}`,
      goal: '',
      met: null,
    },
  ];
}
