import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Every journey fails on a browser error or an uncaught exception, and checks each page
 * it visits with axe-core (French e-commerce must be accessible). Two console errors are
 * statuses, not faults, as Chromium reports every such reply as "Failed to load resource":
 * a page served with 404 (an unknown address, by design not a soft 404), and an API call
 * answered with a 4xx carrying the contract's error code (a refused login, an ended
 * session), which the SPA handles and the journey checks on screen. A 5xx, a 4xx
 * without the contract's error body, or any failed image or script still fails it.
 */
/**
 * A page the server rendered takes clicks once hydrated: before, a button it drew does
 * nothing. The storefront marks the document then (`data-hydrated`, HydrationMark); a page
 * without the server's CSP nonce meta is the client-only shell, with nothing to wait for.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('meta[property="csp-nonce"]') === null ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

/**
 * `goto` and `reload` of `page` return once the page they load has hydrated: the journeys'
 * own page gets it from the fixture, a second browser's page from its journey.
 */
export function awaitHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

export const test = base.extend<{ browserErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) awaitHydrationOnNavigation(page);
    await use(page);
  },
  /**
   * Console errors a journey expects and checks itself, set with `test.use`: the report of
   * the page's CSP blocking an inline handler that stored content carries, for one.
   */
  expectedConsoleErrors: [[], { option: true }],
  browserErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expectedStatuses = new Set<string>();
      // Console lines are judged at the end: a response's body may still be on its way.
      const errorsToCheck: { text: string; url: string; isStatus: boolean }[] = [];
      // Bodies still being read when the journey ends are awaited before judging, or a
      // coded 4xx that arrived last would count as an error.
      const bodiesRead: Promise<void>[] = [];
      page.on('response', (response) => bodiesRead.push(noteExpectedStatus(response)));
      async function noteExpectedStatus(response: Response) {
        const request = response.request();
        if (request.isNavigationRequest() && response.status() === 404) {
          expectedStatuses.add(response.url());
        }
        const status = response.status();
        // Only the SPA's own calls handle a coded 4xx: an image answered 400 is broken.
        const isCall = ['fetch', 'xhr'].includes(request.resourceType());
        if (
          isCall &&
          status >= 400 &&
          status < 500 &&
          new URL(response.url()).pathname.startsWith('/api/')
        ) {
          const body = (await response.json().catch(() => null)) as {
            error?: { code?: unknown };
          } | null;
          if (typeof body?.error?.code === 'string') expectedStatuses.add(response.url());
        }
      }
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        errorsToCheck.push({
          text: message.text(),
          url: message.location().url,
          isStatus: message.text().startsWith('Failed to load resource'),
        });
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      await Promise.all(bodiesRead);
      for (const { text, url, isStatus } of errorsToCheck) {
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) continue;
        if (!(isStatus && expectedStatuses.has(url))) errors.push(text);
      }
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe-core's minified build, from the copy @axe-core/playwright depends on. By default the
 * builder injects axe.js (1.5 MB with its comments), which the page parses twice a call:
 * the minified one (0.65 MB) made a call 0.48 s shorter (median of 5 pages, 0.93 against
 * 1.41 s), with the same rules and results.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

export interface AccessibilityOptions {
  /**
   * A panel the journey opened lies over part of the page (the phone's account menu): axe
   * would count the links under it as targets too small. Every other rule still runs.
   */
  overlayOpen?: boolean;
}

/**
 * Runs axe-core on the page as it is now; every violation is listed with its elements.
 * Legacy mode checks the page and its same-origin frames without opening a blank page to
 * gather the results: half the time a call (side by side on three pages: median 3.0 s
 * against 7.1 s on a loaded machine, the same rules passed). Cross-origin frames (a
 * consented video) are not ours to fix. Every rule runs (target-size: below); only the
 * violations are reported whole, so axe skips building a selector for each passing element
 * (axe-core's API.md, "Performance"): median 0.39 s against 0.58 s a call on five pages.
 *
 * target-size (WCAG 2.2 AA, 2.5.8: 24 px) is the one AA rule axe leaves off by default; it
 * runs here, but not while the consent banner or the survey prompt is up: axe places a
 * sticky element where it sits at the present scroll (axe-core#3720), so a link the bar
 * half covers at the fold would count as too small, or not, by where the page stands.
 */
export async function expectAccessible(
  page: Page,
  { overlayOpen = false }: AccessibilityOptions = {},
) {
  const stickyBars = page
    .getByRole('dialog', { name: 'Cookies', exact: true })
    .or(page.getByRole('region', { name: 'Enquête de satisfaction' }));
  const targetSize = !overlayOpen && (await stickyBars.count()) === 0;
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: targetSize } } })
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `axe-core violations on ${page.url()}`).toEqual([]);
}

export { expect };
