import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PAGEVIEW_DELAY_MS, SURVEY_SCRIPT_DELAY_MS } from '@shop/domain';
import type { RuntimeConfig } from '@shop/api-client';
import { useRuntimeConfig } from '../../shared/site';
import { readConsentCookie } from './consent-cookie';
import { pushPageview, pushTagManagerStart } from './data-layer';
import { injectScript } from './inject-script';
import { SurveyPrompt } from './survey-prompt';
import { useConsent } from './use-consent';
import { startWebVitals } from './web-vitals';
import './consent.css';

type Scripts = Pick<RuntimeConfig, 'tagManagerUrl' | 'consentScriptUrl' | 'surveyScriptUrl'>;

/**
 * The third parties, each behind its purpose (SPEC.md §4, §7 Other): the tag manager,
 * pageviews and Web Vitals only with analytics consent, never before an answer; the
 * survey script one second after survey consent. A vendor consent manager, when one is
 * configured, is loaded at start: it only hosts the vendor's own tooling, and our banner
 * (consentAtom, the `consent` cookie) stays the one source of truth for every purpose.
 */
export function ConsentScriptsView({ scripts, path }: { scripts: Scripts; path: string }) {
  const { granted } = useConsent();
  const analytics = granted('analytics');
  const survey = granted('survey');

  useEffect(() => {
    if (scripts.consentScriptUrl) injectScript(scripts.consentScriptUrl);
  }, [scripts.consentScriptUrl]);

  useEffect(() => {
    if (!analytics || !scripts.tagManagerUrl) return;
    if (!document.querySelector(`script[data-consent-purpose="analytics"]`)) {
      pushTagManagerStart(Date.now());
    }
    injectScript(scripts.tagManagerUrl).dataset.consentPurpose = 'analytics';
  }, [analytics, scripts.tagManagerUrl]);

  useEffect(() => {
    if (!survey || !scripts.surveyScriptUrl) return;
    const url = scripts.surveyScriptUrl;
    const timer = setTimeout(() => injectScript(url), SURVEY_SCRIPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [survey, scripts.surveyScriptUrl]);

  // Every route change, once consent is ready: the title is the new page's by then.
  useEffect(() => {
    if (!analytics) return;
    const timer = setTimeout(() => pushPageview(path, document.title), PAGEVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [analytics, path]);

  // Measured from the first consent on; each report asks the cookie again, so a consent
  // withdrawn later (on this page or another tab) stops the beacons.
  useEffect(() => {
    if (analytics) startWebVitals(() => readConsentCookie()?.analytics === true);
  }, [analytics]);

  return <SurveyPrompt surveyConfigured={scripts.surveyScriptUrl !== null} />;
}

/** Reads the deployment's scripts and the current path, for the root layout. */
export function ConsentScripts() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <ConsentScriptsView scripts={useRuntimeConfig()} path={path} />;
}
