import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a browser error or an uncaught exception, and checks each page
 * it visits with axe-core (French e-commerce must be accessible). One console error is the
 * page's own status, not a fault: Chromium reports a page served with 404 (an unknown
 * address, by design not a soft 404) as "Failed to load resource"; the journey checks
 * that page itself.
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        const request = response.request();
        if (request.isNavigationRequest() && response.status() === 404) {
          notFoundPages.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const pageStatus =
          message.text().startsWith('Failed to load resource') &&
          notFoundPages.has(message.location().url);
        if (!pageStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe-core on the page as it is now; every violation is listed with its elements. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `axe-core violations on ${page.url()}`).toEqual([]);
}

export { expect };
