import { useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@shop/api-client';

/**
 * The deployment's settings the gateway writes into index.html. Without them (the Vite
 * dev server, a broken injection) the page is the main site and loads no third party.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const fallback: RuntimeConfig = {
    baseDomain: doc.location?.host ?? 'localhost',
    tagManagerUrl: null,
    consentScriptUrl: null,
    surveyScriptUrl: null,
  };
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return fallback;
  try {
    const parsed = v.safeParse(RuntimeConfigSchema, JSON.parse(text));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

const SERVER_FALLBACK: RuntimeConfig = {
  baseDomain: 'localhost',
  tagManagerUrl: null,
  consentScriptUrl: null,
  surveyScriptUrl: null,
};

/**
 * The runtime config for a component: on the server the router's context carries the one
 * of the shell the gateway rendered into (entry-server.tsx), in the browser the page's own.
 */
export function useRuntimeConfig(): RuntimeConfig {
  return useRouter().options.context?.runtimeConfig ?? runtimeConfig();
}

let cached: RuntimeConfig | undefined;
/** Read once per page: the gateway does not change it while the page lives. */
export function runtimeConfig(): RuntimeConfig {
  // The server has no document: the main site without third parties, never cached, as a
  // module global would outlive the request. Components read useRuntimeConfig there.
  if (typeof document === 'undefined') return { ...SERVER_FALLBACK };
  cached ??= readRuntimeConfig();
  return cached;
}
