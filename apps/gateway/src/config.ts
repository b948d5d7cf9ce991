import * as v from 'valibot';
import {
  httpUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
  textVariable,
  type EnvResult,
} from '@shop/domain';
import { edgeConfig, edgeVariables, type EdgeConfig } from './edge-config';
import { DEFAULT_SPA_DIR } from './paths';
import { robustnessConfig, robustnessVariables, type RobustnessConfig } from './robustness-config';
import { sessionConfig, sessionVariables, type SessionConfig } from './session/session-config';

const ConfigSchema = v.object({
  PORT: portVariable(3000),
  HOST: textVariable('127.0.0.1', 'a host name'),
  SHOP_API_URL: httpUrlVariable('http://127.0.0.1:3100/api/v1'),
  SPA_DIR: textVariable(DEFAULT_SPA_DIR, 'a folder'),
  LOG_LEVEL: logLevelVariable,
  ...edgeVariables,
  ...sessionVariables,
  ...robustnessVariables,
});

export interface GatewayConfig extends EdgeConfig, SessionConfig, RobustnessConfig {
  port: number;
  host: string;
  /** Where the shop API's `/api/v1` lives. */
  shopApiUrl: URL;
  /** The storefront build: index.html and assets/. */
  spaDir: string;
  logLevel: v.InferOutput<typeof logLevelVariable>;
}

export function readConfig(env: Record<string, string | undefined>): EnvResult<GatewayConfig> {
  const result = parseEnv(ConfigSchema, env);
  if (!result.ok) return result;
  const { PORT, HOST, SHOP_API_URL, SPA_DIR, LOG_LEVEL } = result.value;
  return {
    ok: true,
    value: {
      port: PORT,
      host: HOST,
      shopApiUrl: new URL(SHOP_API_URL.replace(/\/+$/, '')),
      spaDir: SPA_DIR,
      logLevel: LOG_LEVEL,
      ...edgeConfig(result.value),
      ...sessionConfig(result.value),
      ...robustnessConfig(result.value),
    },
  };
}
