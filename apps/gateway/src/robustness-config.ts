import * as v from 'valibot';
import type { ProductionRule } from '@shop/domain';

/** The variables of the proxy's robustness (ARCHITECTURE.md §1 scale-out, §4c, §5). */
export const robustnessVariables = {
  /** Shared state between instances; unset = each instance counts in its own memory. */
  REDIS_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('expected a redis:// or rediss:// URL'),
      v.check(
        (value) => /^rediss?:$/.test(new URL(value).protocol),
        'expected a redis:// or rediss:// URL',
      ),
    ),
  ),
  /** `off` only for load tests and browser journeys that log in faster than a person. */
  RATE_LIMIT: v.optional(v.picklist(['on', 'off'], 'expected on or off'), 'on'),
};

type RobustnessVariables = v.InferOutput<v.ObjectSchema<typeof robustnessVariables, undefined>>;

export interface RobustnessConfig {
  /** `REDIS_URL`, when set. */
  redisUrl?: URL;
  /** `RATE_LIMIT`: whether login, sign-up, password reset and forms are rate limited. */
  rateLimit: boolean;
}

export function robustnessConfig(values: RobustnessVariables): RobustnessConfig {
  return {
    ...(values.REDIS_URL ? { redisUrl: new URL(values.REDIS_URL) } : {}),
    rateLimit: values.RATE_LIMIT === 'on',
  };
}

/** Without the limits, login and sign-up are open to password guessing at full speed. */
export const robustnessProductionRules: readonly ProductionRule<RobustnessConfig>[] = [
  { variable: 'RATE_LIMIT', refuses: (config) => !config.rateLimit, instead: 'RATE_LIMIT=on' },
];
