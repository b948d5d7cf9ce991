import type { EnvResult } from './parse-env';

/**
 * A setting made for a developer's machine (a captcha that takes any token, demo accounts,
 * a cookie sent over plain http, …) that a server started with `NODE_ENV=production`
 * refuses. It is refused rather than quietly replaced, so the operator learns that the
 * configuration is wrong, and the one line says what to set.
 */
export interface ProductionRule<TConfig> {
  /** The variable the operator sets, named in the refusal. */
  variable: string;
  /** Whether the configuration read holds the development setting. */
  refuses: (config: TConfig) => boolean;
  /** What to set instead, e.g. `COOKIE_SECURE=true`. */
  instead: string;
}

export function isProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * The configuration as it is outside production; in production, a refusal in the one-line
 * form of parseEnv naming every development setting found, each with what to set.
 */
export function refuseDevSettings<TConfig>(
  env: Record<string, string | undefined>,
  config: TConfig,
  rules: readonly ProductionRule<TConfig>[],
): EnvResult<TConfig> {
  if (!isProduction(env)) return { ok: true, value: config };
  const problems = rules
    .filter((rule) => rule.refuses(config))
    .map(({ variable, instead }) => {
      const given = env[variable];
      const setting =
        given === undefined ? `${variable} unset` : `${variable}=${JSON.stringify(given)}`;
      return `${setting}: a development setting, refused when NODE_ENV=production (set ${instead})`;
    });
  if (problems.length === 0) return { ok: true, value: config };
  return { ok: false, message: `invalid configuration: ${problems.join('; ')}` };
}
