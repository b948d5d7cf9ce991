import * as v from 'valibot';

/**
 * What the gateway tells the SPA about its deployment, written into every index.html it
 * serves as `<script type="application/json" id="shop-config">` (data, never run, so the
 * CSP does not apply). The third-party scripts are loaded only from these keys, and only
 * with the visitor's consent (SPEC.md §7 Other, §4 Pop-ins and prompts).
 */
export const RuntimeConfigSchema = v.object({
  /** `BASE_DOMAIN`: the main site; `{brand}.{baseDomain}` are the corner sites. */
  baseDomain: v.pipe(v.string(), v.nonEmpty()),
  /** The tag manager's script (analytics purpose); null when none is configured. */
  tagManagerUrl: v.nullable(v.pipe(v.string(), v.url())),
  /** A third-party consent manager's script, loaded besides our own banner; or null. */
  consentScriptUrl: v.nullable(v.pipe(v.string(), v.url())),
  /** The survey vendor's script (survey purpose); or null. */
  surveyScriptUrl: v.nullable(v.pipe(v.string(), v.url())),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** The id of the element that carries it. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'shop-config';
