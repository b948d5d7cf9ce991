import { answerConsent } from './support/consent.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30, item 18: the pages of no tree had no breadcrumb. Each now has home, then the
 * page itself (SPEC.md §2), as the other pages' breadcrumbs end.
 */
const PAGES = [
  '/fr/results/-r--magnesium',
  '/fr/trouver-une-pharmacie',
  '/fr/quiz/quel-probiotique-pour-vous',
  '/fr/contact',
  '/fr/cgv',
  '/fr/mentions-legales',
];

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('the pages of no tree have a breadcrumb: home, then the page', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Accueil' }), path).toHaveAttribute(
      'href',
      '/fr/',
    );
    await expect(breadcrumb.getByRole('listitem'), path).toHaveCount(2);
    await expect(breadcrumb.getByRole('listitem').last(), path).toHaveText(title);
    await expect(breadcrumb.locator('[aria-current="page"]'), path).toHaveText(title);
  }
});
