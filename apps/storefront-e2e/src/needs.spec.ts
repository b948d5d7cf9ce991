import { answerConsent } from './support/consent.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test.describe('needs', () => {
  test('a visitor walks from the needs list to a root need, then to one of its sub-needs', async ({
    page,
  }) => {
    await page.goto('/fr/besoins');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos besoins');
    const main = page.getByRole('main');
    const rootNeed = main.getByRole('heading', { level: 2, name: 'Santé de la femme' });
    await expect(rootNeed).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Sous-besoins de Santé de la femme' }),
    ).toContainText('Confort intime');

    await rootNeed.getByRole('link').click();
    await expect(page).toHaveURL(/\/fr\/besoin\/femme$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santé de la femme');
    await expect(page).toHaveTitle(/^Santé de la femme \|/);
    const rootProducts = main.getByRole('list', { name: 'Nos produits pour ce besoin' });
    await expect(rootProducts.getByRole('listitem').first()).toBeVisible();
    // Below the sub-needs the first row is past a phone's first screen: its images wait.
    const rootFirstImage = rootProducts.locator('img').first();
    await expect(rootFirstImage).toHaveAttribute('loading', 'lazy');
    await expect(rootFirstImage).not.toHaveAttribute('fetchpriority');

    await main
      .getByRole('list', { name: 'Sous-besoins de Santé de la femme' })
      .getByRole('link', { name: 'Confort intime' })
      .click();
    await expect(page).toHaveURL(/\/fr\/besoin\/confort-intime$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confort intime');
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Santé de la femme' })).toHaveAttribute(
      'href',
      '/fr/besoin/femme',
    );
    await expect(breadcrumb.locator('span[aria-current="page"]')).toHaveText('Confort intime');
    const products = main.getByRole('list', { name: 'Nos produits pour ce besoin' });
    await expect(products.getByRole('heading', { level: 3, name: 'Intima' })).toBeVisible();
    // A need without sub-needs shows its products first: their images are asked at once.
    await expect(products.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(main.getByRole('article', { name: 'Confort intime' })).toContainText(
      'Ce qu’il faut savoir',
    );
    await expect(
      main.getByRole('link', { name: /^Voir les \d+ produits « Confort intime »$/ }),
    ).toHaveAttribute('href', '/fr/produits/-needs--confort-intime');
  });

  test('a sub-need written under its parent opens at its own address', async ({ page }) => {
    await page.goto('/fr/besoin/femme/confort-intime');
    await expect(page).toHaveURL(/\/fr\/besoin\/confort-intime$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confort intime');
  });

  test('a need the shop does not have shows the 404 page', async ({ page }) => {
    await page.goto('/fr/besoin/besoin-inconnu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

test.describe('brands', () => {
  test('the brands list leads to a brand page that lists its products and its FAQ', async ({
    page,
  }) => {
    await page.goto('/fr/marques');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos marques');

    await page.getByRole('main').getByRole('link', { name: 'Lactéa', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/marque\/lactea$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lactéa');
    const main = page.getByRole('main');
    const products = main.getByRole('list', { name: 'Les produits Lactéa' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Visiter le site Lactéa' })).toHaveAttribute(
      'href',
      /^http:\/\/lactea\.[^/]+\/fr\/index$/,
    );
    const faq = main.getByRole('region', { name: 'Questions fréquentes sur Lactéa' });
    await faq.getByText('Où sont fabriqués les produits Lactéa ?').click();
    await expect(faq.getByText(/formulés et fabriqués en France/)).toBeVisible();
    // An answer open: the pages as they load are accessibility.spec.ts's.
    await expectAccessible(page);
  });
});
