import * as v from 'valibot';
import { API_PREFIX } from '@shop/api-client/contract';
import {
  httpUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
  refuseDevSettings,
  textVariable,
  type EnvResult,
  type ProductionRule,
} from '@shop/domain';
import { edgeConfig, edgeProductionRules, edgeVariables, type EdgeConfig } from './edge-config';
import { DEFAULT_SPA_DIR } from './paths';
import {
  robustnessConfig,
  robustnessProductionRules,
  robustnessVariables,
  type RobustnessConfig,
} from './robustness-config';
import {
  sessionConfig,
  sessionProductionRules,
  sessionVariables,
  type SessionConfig,
} from './session/session-config';
import { scriptsConfig, scriptVariables, type ScriptsConfig } from './spa/scripts-config';
import { ssrConfig, ssrVariables, type SsrConfig } from './spa/ssr-config';

/**
 * The gateway's environment (ARCHITECTURE.md §5, docs/configuration.md), checked
 * before anything starts. Each concern documents its own variables: edge-config.ts (allow
 * lists, proxies, `BASE_DOMAIN`, `CSP_*_HOSTS`), session/session-config.ts,
 * robustness-config.ts, and spa/scripts-config.ts for the third-party scripts told to the
 * storefront: `TAG_MANAGER_URL`, `CONSENT_SCRIPT_URL`, `SURVEY_SCRIPT_URL` (absolute http(s)
 * URLs, optional; their origins join the Content-Security-Policy), spa/ssr-config.ts for
 * server rendering (`SSR`, `SSR_ENTRY`). With `NODE_ENV=production`
 * the development settings each concern lists in its production rules are refused.
 */

const ConfigSchema = v.object({
  PORT: portVariable(3000),
  HOST: textVariable('127.0.0.1', 'a host name'),
  SHOP_API_URL: httpUrlVariable(`http://127.0.0.1:3100${API_PREFIX}`),
  SPA_DIR: textVariable(DEFAULT_SPA_DIR, 'a folder'),
  LOG_LEVEL: logLevelVariable,
  ...edgeVariables,
  ...sessionVariables,
  ...robustnessVariables,
  ...scriptVariables,
  ...ssrVariables,
});

export interface GatewayConfig
  extends EdgeConfig, SessionConfig, RobustnessConfig, ScriptsConfig, SsrConfig {
  port: number;
  host: string;
  /** Where the shop API's `/api/v1` lives. */
  shopApiUrl: URL;
  /** The storefront build: index.html and assets/. */
  spaDir: string;
  logLevel: v.InferOutput<typeof logLevelVariable>;
}

const PRODUCTION_RULES: readonly ProductionRule<GatewayConfig>[] = [
  ...edgeProductionRules,
  ...sessionProductionRules,
  ...robustnessProductionRules,
];

export function readConfig(env: Record<string, string | undefined>): EnvResult<GatewayConfig> {
  const result = parseEnv(ConfigSchema, env);
  if (!result.ok) return result;
  const { PORT, HOST, SHOP_API_URL, SPA_DIR, LOG_LEVEL } = result.value;
  return refuseDevSettings(
    env,
    {
      port: PORT,
      host: HOST,
      shopApiUrl: new URL(SHOP_API_URL.replace(/\/+$/, '')),
      spaDir: SPA_DIR,
      logLevel: LOG_LEVEL,
      ...edgeConfig(result.value),
      ...sessionConfig(result.value),
      ...robustnessConfig(result.value),
      ...scriptsConfig(result.value),
      ...ssrConfig(result.value),
    },
    PRODUCTION_RULES,
  );
}
