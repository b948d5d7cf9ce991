import type { Locator, Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { logInThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const FINDER = '/fr/trouver-une-pharmacie';

/** The distances of the listed pharmacies, in km, top to bottom (« 1,2 km »). */
async function distancesOf(list: Locator): Promise<number[]> {
  const texts = await list
    .getByRole('listitem')
    .locator('.pharmacy-list__distance')
    .allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

/** The result list once loaded, named by its heading. */
async function resultsNear(page: Page, place: RegExp) {
  const list = page.getByRole('list', { name: place });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list;
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test.describe('the pharmacy finder', () => {
  test('a visitor finds the pharmacies nearest a postcode, nearest first, on the list and the map', async ({
    page,
  }) => {
    await page.goto(FINDER);
    const finder = page.getByRole('search', { name: 'Rechercher une pharmacie' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trouver une pharmacie partenaire',
    );
    await expect(page).toHaveTitle(/Trouver une pharmacie partenaire/);

    // 69530 is shared by two communes: the visitor picks one.
    await finder.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/code postal de France métropolitaine/);
    await page.getByRole('textbox', { name: /Code postal/ }).fill('69530');
    const communes = page.getByRole('group', { name: 'Commune' });
    await expect(communes.getByRole('radio')).toHaveCount(2);
    // The form's error and the communes to choose from.
    await expectAccessible(page);
    await finder.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Choisissez une commune.');
    await communes.getByRole('radio', { name: 'Brignais' }).check();
    await finder.getByRole('button', { name: 'Rechercher', exact: true }).click();

    await expect(page).toHaveURL(/\?cp=69530&ville=Brignais$/);
    // The form stays as it was, with the focus on its button.
    await expect(finder.getByRole('button', { name: 'Rechercher', exact: true })).toBeFocused();
    const list = await resultsNear(page, /près de Brignais \(69530\)/);
    const count = await list.getByRole('listitem').count();
    expect(count).toBeGreaterThan(1);
    const distances = await distancesOf(list);
    expect(distances).toHaveLength(count);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page.locator('.pharmacy-map [data-marker]')).toHaveCount(count);
    // The commune's position is estimated from the distances and marked too.
    await expect(page.locator('.pharmacy-map .pharmacy-map__centre')).toHaveCount(1);

    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: /Téléphone/ })).toHaveAttribute(
      'href',
      /^tel:\+33\d{9}$/,
    );
    await first.getByText('Horaires d’ouverture').click();
    await expect(first.getByText('Lundi')).toBeVisible();
    // A visitor is invited to log in rather than offered a switch that cannot work.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'se connecter', exact: true }),
    ).toHaveAttribute('href', /^\/fr\/connexion\?redirect=.*cp%3D69530/);
    await expect(page.getByRole('button', { name: /Pharmacie favorite/ })).toHaveCount(0);
    // The results, list and map, with a pharmacy's hours open.
    await expectAccessible(page);

    // The search lives in the address: a reload shows the same list.
    await page.reload();
    await expect(await resultsNear(page, /près de Brignais \(69530\)/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Brignais' })).toBeChecked();

    // « Back » returns to the empty search, « forward » to the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/trouver-une-pharmacie$/);
    await expect(page.getByRole('textbox', { name: /Code postal/ })).toHaveValue('');
    await page.goForward();
    await expect(await resultsNear(page, /près de Brignais \(69530\)/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Code postal/ })).toHaveValue('69530');
  });

  test('a postcode with no commune says so', async ({ page }) => {
    await page.goto(FINDER);
    await page.getByRole('textbox', { name: /Code postal/ }).fill('69999');
    await expect(page.getByText('Aucune commune ne correspond à ce code postal.')).toBeVisible();
    await expectAccessible(page);
  });

  test('« Autour de moi » searches around the visitor’s position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.764, longitude: 4.8357 });
    await page.goto(FINDER);
    await page.getByRole('button', { name: 'Autour de moi' }).click();

    await expect(page).toHaveURL(/\?lat=45\.764&lon=4\.8357$/);
    const list = await resultsNear(page, /près de Lyon \(690\d\d\)/);
    const distances = await distancesOf(list);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page.locator('.pharmacy-map .pharmacy-map__centre')).toHaveCount(1);
  });

  test('a refused localisation is explained', async ({ page }) => {
    await page.goto(FINDER);
    await page.getByRole('button', { name: 'Autour de moi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'autorisé' })).toHaveText(
      /Vous n’avez pas autorisé la localisation/,
    );
    await expectAccessible(page);
  });

  test('a customer keeps a pharmacy as a favourite', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto(`${FINDER}?cp=69530&ville=Brignais`);
    const list = await resultsNear(page, /près de Brignais/);
    const toggle = list
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /Pharmacie favorite/ });
    // A run before this one may have left it pressed.
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeEnabled();
    // A customer's results, with the switches, one of them pressed.
    await expectAccessible(page);

    await page.reload();
    await expect(
      list
        .getByRole('listitem')
        .nth(1)
        .getByRole('button', { name: /Pharmacie favorite/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('the advisers page gives the phone numbers and leads to the finder', async ({ page }) => {
    await page.goto('/fr/interlocuteur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui peut vous conseiller ?');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Appeler nos conseillers/ })).toHaveAttribute(
      'href',
      /^tel:\+33\d{9}$/,
    );
    await expect(main.getByText(/Du lundi au vendredi/)).toBeVisible();

    await main.getByRole('link', { name: 'Trouver une pharmacie partenaire' }).click();
    await expect(page).toHaveURL(/\/fr\/trouver-une-pharmacie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trouver une pharmacie partenaire',
    );
  });
});
