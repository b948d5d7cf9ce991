import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const BOTH = '/fr/produits/-categories--micronutrition/-categories--phytonutrition';

/** On a phone the filters sit behind « Filtrer »; open it when it is closed. */
async function filterGroup(page: Page, isPhone: boolean, legend: string) {
  const main = page.getByRole('main');
  if (isPhone) {
    const toggle = main.getByRole('button', { name: /^Filtrer/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  return main.getByRole('group', { name: legend });
}

/** The names on the cards of the list, in order. */
async function productNames(page: Page) {
  const list = page.getByRole('main').getByRole('list', { name: 'Nos produits' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list.getByRole('heading', { level: 2 }).allTextContents();
}

test.describe('the product list', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  test('two filters and page 2 survive a reload, and back restores the states before', async ({
    page,
  }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    await page.goto('/fr/produits');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nos produits' })).toBeVisible();
    await expect(main.getByText(/^\d+ produits$/)).toBeVisible();
    await expect(page).toHaveTitle('Nos produits | Laboratoires Aubépine');

    let categories = await filterGroup(page, isPhone, 'Catégories');
    // A box shows the address's state, so it turns ticked once the list has navigated.
    await categories.getByRole('checkbox', { name: /^Micronutrition/ }).click();
    await expect(page).toHaveURL(/\/fr\/produits\/-categories--micronutrition$/);
    // Each list has a title of its own: what it shows, and its page.
    await expect(page).toHaveTitle('Micronutrition – Nos produits | Laboratoires Aubépine');
    categories = await filterGroup(page, isPhone, 'Catégories');
    await categories.getByRole('checkbox', { name: /^Phytonutrition/ }).click();
    await expect(page).toHaveURL(new RegExp(`${BOTH}$`));
    await expect(categories.getByRole('checkbox', { name: /^Micronutrition/ })).toBeChecked();
    await expect(categories.getByRole('checkbox', { name: /^Phytonutrition/ })).toBeChecked();
    const chips = main.getByRole('list', { name: 'Filtres actifs' }).getByRole('link');
    await expect(chips).toHaveText([/Micronutrition/, /Phytonutrition/]);
    // Two filters ticked through the filters (on a phone, their drawer): the lists as they
    // load are accessibility.spec.ts's.
    await expectAccessible(page);
    const firstPage = await productNames(page);
    expect(firstPage).toHaveLength(24);

    await main
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(
      /\/fr\/produits\/-p--2\/-categories--micronutrition\/-categories--phytonutrition$/,
    );
    const cardNames = main
      .getByRole('list', { name: 'Nos produits' })
      .getByRole('heading', { level: 2 });
    await expect(cardNames.first()).not.toHaveText(firstPage[0] ?? '');
    const secondPage = await productNames(page);
    expect(secondPage).toHaveLength(18);
    // Only the page itself is current, not the links to other states under /fr/produits.
    await expect(main.locator('a[aria-current="page"]')).toHaveCount(0);
    // The reload keeps the place in the page too.
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    const secondPageTitle =
      'Micronutrition, Phytonutrition – Nos produits – page 2 | Laboratoires Aubépine';
    await expect(page).toHaveTitle(secondPageTitle);

    await page.reload();
    await expect(page).toHaveURL(
      /\/-p--2\/-categories--micronutrition\/-categories--phytonutrition$/,
    );
    await expect(page).toHaveTitle(secondPageTitle);
    expect(await productNames(page)).toEqual(secondPage);
    await expect(chips).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${BOTH}$`));
    await expect(cardNames.first()).toHaveText(firstPage[0] ?? '');
    expect(await productNames(page)).toEqual(firstPage);

    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/produits\/-categories--micronutrition$/);
    categories = await filterGroup(page, isPhone, 'Catégories');
    await expect(categories.getByRole('checkbox', { name: /^Phytonutrition/ })).not.toBeChecked();
    await expect(chips).toHaveText([/Micronutrition/]);
  });

  test('a box shows its tick at once on a slow shop, and is a 24 px target', async ({
    page,
  }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    await page.goto('/fr/produits');
    const categories = await filterGroup(page, isPhone, 'Catégories');
    const box = categories.getByRole('checkbox', { name: /^Micronutrition/ });
    const size = await box.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(24);
    expect(size?.height).toBeGreaterThanOrEqual(24);

    // The list's calls are held back: the tick must not wait for them.
    let releaseList: () => void = () => undefined;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route('**/api/v1/product?**', async (route) => {
      await listHeld;
      await route.continue();
    });
    await box.click();
    await expect(box).toBeChecked({ timeout: 1_000 });
    releaseList();
    await expect(page).toHaveURL(/\/fr\/produits\/-categories--micronutrition$/);
    await expect(box).toBeChecked();
    await page.unroute('**/api/v1/product?**');
  });

  test('a sort goes into the address; a filter giving nothing says so and clears', async ({
    page,
  }) => {
    await page.goto('/fr/produits/-brands--lactea');
    const main = page.getByRole('main');
    await main
      .getByRole('combobox', { name: 'Trier par' })
      .selectOption({ label: 'Prix croissant' });
    await expect(page).toHaveURL(/\/fr\/produits\/-brands--lactea\/-order--price_asc$/);
    await expect(main.getByText('7 produits', { exact: true })).toBeVisible();

    await page.goto('/fr/produits/-categories--seniors');
    await expect(main.getByText('Aucun produit ne correspond à ces filtres')).toBeVisible();
    // A list with nothing in it, which accessibility.spec.ts does not load.
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Effacer les filtres' }).first().click();
    await expect(page).toHaveURL(/\/fr\/produits$/);
    await expect(main.getByRole('list', { name: 'Nos produits' })).toBeVisible();
  });

  test('another way of writing a list redirects, an address naming no list is a 404', async ({
    page,
  }) => {
    await page.goto('/fr/produits/-categories--phytonutrition/-p--1/-categories--micronutrition');
    await expect(page).toHaveURL(new RegExp(`${BOTH}$`));

    await page.goto('/fr/produits/-couleur--rouge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});
