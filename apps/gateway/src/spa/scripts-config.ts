import * as v from 'valibot';
import type { CspHosts } from '../plugins/external/helmet';

/**
 * The third-party scripts the storefront may load (SPEC.md §7 Other), each optional:
 * - `TAG_MANAGER_URL`: the tag manager (analytics purpose), loaded only after consent;
 * - `CONSENT_SCRIPT_URL`: a vendor's consent manager, loaded at start;
 * - `SURVEY_SCRIPT_URL`: the survey vendor (survey purpose), loaded only after consent.
 * Absolute http(s) URLs; unset or empty = none. They reach the SPA through the runtime
 * configuration written into index.html (spa/index-page.ts), and the origin of each is
 * added to the Content-Security-Policy next to `CSP_*_HOSTS` (withScriptOrigins below).
 */
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function scriptUrlVariable() {
  return v.optional(
    v.pipe(
      v.string(),
      v.check((value) => value === '' || isHttpUrl(value), 'expected an absolute http(s) URL'),
      v.transform((value) => (value === '' ? null : new URL(value).href)),
    ),
    '',
  );
}

export const scriptVariables = {
  TAG_MANAGER_URL: scriptUrlVariable(),
  CONSENT_SCRIPT_URL: scriptUrlVariable(),
  SURVEY_SCRIPT_URL: scriptUrlVariable(),
};

type ScriptVariables = v.InferOutput<v.ObjectSchema<typeof scriptVariables, undefined>>;

/** The scripts' URLs, null when not configured. */
export interface ScriptUrls {
  tagManagerUrl: string | null;
  consentScriptUrl: string | null;
  surveyScriptUrl: string | null;
}

export const NO_SCRIPTS: ScriptUrls = {
  tagManagerUrl: null,
  consentScriptUrl: null,
  surveyScriptUrl: null,
};

export interface ScriptsConfig {
  /** `TAG_MANAGER_URL`, `CONSENT_SCRIPT_URL`, `SURVEY_SCRIPT_URL`. */
  scriptUrls: ScriptUrls;
}

export function scriptsConfig(values: ScriptVariables): ScriptsConfig {
  return {
    scriptUrls: {
      tagManagerUrl: values.TAG_MANAGER_URL,
      consentScriptUrl: values.CONSENT_SCRIPT_URL,
      surveyScriptUrl: values.SURVEY_SCRIPT_URL,
    },
  };
}

function withOrigin(hosts: readonly string[], url: string | null): readonly string[] {
  if (!url) return hosts;
  const origin = new URL(url).origin;
  return hosts.includes(origin) ? hosts : [...hosts, origin];
}

/**
 * A configured script is useless if the CSP blocks it, and the vendor then loads and
 * beacons from the same origin: each script's origin joins its vendor's list, so an
 * operator sets one variable, not two.
 */
export function withScriptOrigins(hosts: CspHosts, scripts: ScriptUrls): CspHosts {
  return {
    ...hosts,
    tagManager: withOrigin(hosts.tagManager, scripts.tagManagerUrl),
    consent: withOrigin(hosts.consent, scripts.consentScriptUrl),
    survey: withOrigin(hosts.survey, scripts.surveyScriptUrl),
  };
}
