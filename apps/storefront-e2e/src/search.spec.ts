import type { Page } from '@playwright/test';
import { holdPageScripts } from './support/held-scripts.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const LABEL = 'Rechercher un produit, un besoin, une marque…';

/** The search field of the header; on a phone it opens from its button first (SPEC.md §4). */
async function openSearch(page: Page, isPhone: boolean) {
  await page.goto('/fr/');
  const header = page.getByRole('banner');
  if (isPhone) {
    await header.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    // The field takes the focus itself once the panel has opened (500 ms).
    await expect(header.getByRole('combobox', { name: LABEL })).toBeFocused();
  }
  const field = header.getByRole('combobox', { name: LABEL });
  await expect(field).toBeVisible();
  return { header, field };
}

function isSearchCall(url: string) {
  return new URL(url).pathname === '/api/v1/search';
}

/** The texts of the suggestion calls the page makes, in order. */
function searchCallTexts(page: Page) {
  const calls: (string | null)[] = [];
  page.on('request', (request) => {
    if (isSearchCall(request.url())) calls.push(new URL(request.url()).searchParams.get('text'));
  });
  return calls;
}

test.describe('the suggestion search', () => {
  test('below 3 characters nothing is asked and the button stays disabled', async ({
    page,
  }, testInfo) => {
    // The page's timers run on the test's clock: the wait after a key stroke is run past,
    // not slept through.
    await page.clock.install();
    const calls = searchCallTexts(page);
    const { header, field } = await openSearch(page, testInfo.project.name === 'phone');
    await field.fill('ma');
    await expect(header.getByRole('button', { name: 'Rechercher', exact: true })).toBeDisabled();
    // Well past the wait after the last key stroke (250 ms): « ma » has settled.
    await page.clock.runFor(1000);
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    // A third character is asked for: a call for « ma » would have gone out before it.
    const asked = page.waitForRequest((request) => isSearchCall(request.url()));
    await field.press('g');
    await page.clock.runFor(1000);
    await asked;
    expect(calls).toEqual(['mag']);
  });

  test('a product chosen from the list with the keyboard opens its page', async ({
    page,
  }, testInfo) => {
    const { header, field } = await openSearch(page, testInfo.project.name === 'phone');
    await field.fill('magn');
    const listbox = header.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const products = listbox.getByRole('group', { name: 'Produits' });
    await expect(products.getByRole('option').first()).toContainText('Magnésium');
    // Each product comes with its picture, loaded (a broken one fails the journey).
    const picture = products.getByRole('option').first().locator('img');
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/media\/products\//);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(listbox.getByRole('option').last()).toHaveText(
      'Voir tous les résultats pour « magn »',
    );
    await expectAccessible(page);

    await field.press('ArrowDown');
    await expect(products.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    // The product page has its own journeys: only the address is checked here.
    await expect(page).toHaveURL(/\/fr\/produit\/[a-z0-9-]*magnesium[a-z0-9-]*$/);
    await expect(listbox).toBeHidden();
  });

  test('submitting the text opens the results page', async ({ page }, testInfo) => {
    const { field } = await openSearch(page, testInfo.project.name === 'phone');
    await field.fill('vitamine');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/results\/-r--vitamine$/);
  });

  test('a text nothing matches says so', async ({ page }, testInfo) => {
    const { header, field } = await openSearch(page, testInfo.project.name === 'phone');
    await field.fill('zzqxw');
    await expect(header.getByText('Aucun résultat pour « zzqxw »')).toBeVisible();
    const listbox = header.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('Escape closes the list, then clears the field; the overlay closes it too', async ({
    page,
  }, testInfo) => {
    const { header, field } = await openSearch(page, testInfo.project.name === 'phone');
    const listbox = header.getByRole('listbox', { name: 'Suggestions' });
    await field.fill('lact');
    await expect(listbox).toBeVisible();
    await field.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('lact');
    await field.press('Escape');
    await expect(field).toHaveValue('');

    await field.fill('lacte');
    await expect(listbox).toBeVisible();
    await page.mouse.click(10, 600);
    await expect(listbox).toBeHidden();

    if (testInfo.project.name === 'phone') {
      // The panel's × sits above the overlay: one press closes the search, list and all.
      await field.fill('lact');
      await expect(listbox).toBeVisible();
      await header.getByRole('button', { name: 'Fermer la recherche' }).last().click();
      await expect(field).toBeHidden();
      await expect(header.getByRole('button', { name: 'Ouvrir la recherche' })).toBeFocused();
    }
  });

  test('a text typed before the page’s script has run is kept, and searches', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'on a phone the field opens from its button');
    // The page's scripts are held: the field the server drew takes the typing alone.
    const release = await holdPageScripts(page);
    const loaded = page.goto('/fr/');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: LABEL });
    await field.fill('magnésium');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await loaded;
    await expect(field).toHaveValue('magnésium');
    await header.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/results\/-r--magn%C3%A9sium$/);
  });

  test('on a phone, the button opens the search before the page’s script has run', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a wide screen shows the field itself');
    const release = await holdPageScripts(page);
    const loaded = page.goto('/fr/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Ouvrir la recherche' });
    await toggle.click();
    const field = header.getByRole('combobox', { name: LABEL });
    await field.fill('magnésium');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    // Hydrated, the panel stays open with its text, and the script takes over.
    release();
    await loaded;
    await expect(
      header.getByRole('button', { name: 'Fermer la recherche' }).first(),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveValue('magnésium');
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await field.press('Escape');
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('Enter pressed before the page’s script has run searches all the same', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'on a phone the field opens from its button');
    const release = await holdPageScripts(page);
    void page.goto('/fr/').catch(() => undefined);
    const field = page.getByRole('banner').getByRole('combobox', { name: LABEL });
    await field.fill('magnésium');
    // The browser sends the form itself; the results route answers with the results' address.
    await field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/results\/-r--magn%C3%A9sium$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Résultats pour « magnésium »',
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  });
});
