// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { Metric } from 'web-vitals';
import type { RuntimeConfig } from '@shop/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentScriptsView } from './consent-scripts';
import { writeConsentCookie, type Choices } from './consent-cookie';
import { saveConsentAtom } from './consent-state';
import { clearCookies, renderConsent } from './render-consent.test-utils';
import { shouldShowSurveyPrompt } from './survey-prompt';
import { resetWebVitalsForTests } from './web-vitals';

const reporters = vi.hoisted(() => [] as ((metric: unknown) => void)[]);
vi.mock('web-vitals', () => {
  const on = (report: (metric: unknown) => void) => void reporters.push(report);
  return { onLCP: on, onCLS: on, onINP: on, onFCP: on, onTTFB: on };
});

const SCRIPTS: Omit<RuntimeConfig, 'baseDomain'> = {
  tagManagerUrl: 'https://tags.example/gtm.js',
  consentScriptUrl: null,
  surveyScriptUrl: 'https://survey.example/survey.js',
};

function answer(choices: Choices) {
  writeConsentCookie({ v: 1, ...choices, at: 1 });
}

function scriptSources() {
  return Array.from(document.scripts).map((script) => script.src);
}

function pageviews() {
  return (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'pageview',
  );
}

function renderScripts(path = '/fr/', scripts = SCRIPTS) {
  const view = renderConsent(<ConsentScriptsView scripts={scripts} path={path} />);
  return {
    ...view,
    navigate: (next: string) =>
      view.rerenderWith(<ConsentScriptsView scripts={scripts} path={next} />),
  };
}

const sendBeacon = vi.fn<(url: string, body?: BodyInit | null) => boolean>(() => true);

beforeEach(() => {
  // Measuring starts once per page, and the page is shared with the worker's other files.
  resetWebVitalsForTests();
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  document.title = 'Boutique';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCookies();
  document.head.innerHTML = '';
  delete window.dataLayer;
  reporters.length = 0;
  sendBeacon.mockClear();
  resetWebVitalsForTests();
});

const LCP = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  id: 'v5-1',
  navigationType: 'navigate',
  delta: 1234.5,
  entries: [],
} as unknown as Metric;

describe('ConsentScripts', () => {
  it('loads nothing and pushes no pageview before an answer', async () => {
    const { navigate } = renderScripts();
    navigate('/fr/produits');
    act(() => vi.advanceTimersByTime(5_000));
    expect(scriptSources()).toEqual([]);
    expect(pageviews()).toEqual([]);
    await vi.dynamicImportSettled();
    expect(reporters).toEqual([]);
  });

  it('after a refusal: no script, no pageview, no Web Vitals', async () => {
    answer({ analytics: false, survey: false, youtube: false });
    const { navigate } = renderScripts();
    navigate('/fr/produits');
    act(() => vi.advanceTimersByTime(5_000));
    expect(scriptSources()).toEqual([]);
    expect(pageviews()).toEqual([]);
    await vi.dynamicImportSettled();
    expect(reporters).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('with analytics consent: the tag manager, then a pageview 250 ms after each route change', () => {
    answer({ analytics: true, survey: false, youtube: false });
    const { navigate } = renderScripts('/fr/');
    expect(scriptSources()).toEqual(['https://tags.example/gtm.js']);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    act(() => vi.advanceTimersByTime(250));
    expect(pageviews()).toEqual([{ event: 'pageview', page_path: '/fr/', page_title: 'Boutique' }]);

    navigate('/fr/produits');
    document.title = 'Produits';
    act(() => vi.advanceTimersByTime(249));
    expect(pageviews()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(pageviews()[1]).toEqual({
      event: 'pageview',
      page_path: '/fr/produits',
      page_title: 'Produits',
    });
    // Injected once, however often it renders.
    navigate('/fr/panier');
    expect(scriptSources()).toEqual(['https://tags.example/gtm.js']);
  });

  it('loads the survey script one second after survey consent', () => {
    answer({ analytics: false, survey: true, youtube: false });
    renderScripts();
    act(() => vi.advanceTimersByTime(999));
    expect(scriptSources()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scriptSources()).toEqual(['https://survey.example/survey.js']);
  });

  it('loads a vendor consent manager at start, whatever the answer', () => {
    renderScripts('/fr/', { ...SCRIPTS, consentScriptUrl: 'https://cmp.example/cmp.js' });
    expect(scriptSources()).toEqual(['https://cmp.example/cmp.js']);
  });

  it('sends Web Vitals to the gateway only with analytics consent', async () => {
    answer({ analytics: true, survey: false, youtube: false });
    renderScripts();
    await vi.dynamicImportSettled();
    expect(reporters).toHaveLength(5);
    reporters[0]?.(LCP);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/vitals');
    expect(JSON.parse(String(body))).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      id: 'v5-1',
      page: '/',
      navigationType: 'navigate',
    });
  });

  it('stops the Web Vitals when analytics consent is withdrawn', async () => {
    answer({ analytics: true, survey: false, youtube: false });
    const { store } = renderScripts();
    await vi.dynamicImportSettled();
    expect(reporters).toHaveLength(5);
    act(() => store.set(saveConsentAtom, { analytics: false, survey: false, youtube: false }));
    reporters[0]?.(LCP);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('the survey prompt', () => {
  const consent = (survey: boolean) => ({
    v: 1 as const,
    analytics: false,
    survey,
    youtube: false,
    at: 1,
  });

  it.each([
    [{ surveyConfigured: true, consent: consent(false), closed: false }, true],
    [{ surveyConfigured: true, consent: null, closed: false }, false],
    [{ surveyConfigured: true, consent: consent(true), closed: false }, false],
    [{ surveyConfigured: true, consent: consent(false), closed: true }, false],
    [{ surveyConfigured: false, consent: consent(false), closed: false }, false],
  ])('shows for %o: %s', (state, shown) => {
    expect(shouldShowSurveyPrompt(state)).toBe(shown);
  });

  it('« Oui » grants the survey purpose and its script loads a second later', () => {
    answer({ analytics: false, survey: false, youtube: true });
    renderScripts();
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(screen.queryByRole('region', { name: 'Enquête de satisfaction' })).toBeNull();
    expect(JSON.parse(Cookies.get('consent') ?? '{}')).toMatchObject({
      survey: true,
      youtube: true,
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(scriptSources()).toEqual(['https://survey.example/survey.js']);
  });

  it('« Non merci » sets survey_force_close and the prompt stays closed', () => {
    answer({ analytics: false, survey: false, youtube: false });
    renderScripts();
    expect(screen.getByRole('region', { name: 'Enquête de satisfaction' }).textContent).toContain(
      'Acceptez-vous de répondre à nos enquêtes de satisfaction ?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Non merci' }));
    expect(Cookies.get('survey_force_close')).toBe('1');
    cleanup();
    renderScripts();
    expect(screen.queryByRole('region', { name: 'Enquête de satisfaction' })).toBeNull();
  });

  it('never shows before the banner is answered, nor without a survey vendor', () => {
    renderScripts();
    expect(screen.queryByRole('region', { name: 'Enquête de satisfaction' })).toBeNull();
    cleanup();
    answer({ analytics: false, survey: false, youtube: false });
    renderScripts('/fr/', { ...SCRIPTS, surveyScriptUrl: null });
    expect(screen.queryByRole('region', { name: 'Enquête de satisfaction' })).toBeNull();
  });
});
