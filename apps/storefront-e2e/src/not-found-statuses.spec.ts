import { expect, test } from './support/test.ts';

/**
 * Issue 30, item 14: every address that finds nothing answers 404 with the 404 page, not
 * 200 (a soft 404 for crawlers); an old address of a page answers its redirect first. The
 * server renders the first page of a visit, with the route's real status.
 */
const NOT_FOUND = [
  // A results address without its text, a list filter the shop does not have.
  '/fr/results/magnesium',
  '/fr/produits/-couleur--rouge',
  // Unknown need, product, brand and page.
  '/fr/besoin/besoin-inconnu',
  '/fr/produit/produit-inconnu',
  '/fr/marque/marque-inconnue',
  '/fr/page-inconnue',
  // A link whose escapes do not decode (mangled by a mail client): sent on to the same
  // address with its `%` written out, which names no page.
  '/fr/produit/%E0%A4%A',
];

test('an address that finds nothing answers 404 with the 404 page', async ({ page }) => {
  for (const path of NOT_FOUND) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page introuvable');
  }
});

test('a need under its parent answers its redirect, then the need page', async ({ page }) => {
  const response = await page.goto('/fr/besoin/femme/confort-intime');
  expect(response?.request().redirectedFrom()?.url()).toMatch(
    /\/fr\/besoin\/femme\/confort-intime$/,
  );
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/fr\/besoin\/confort-intime$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confort intime');
});
