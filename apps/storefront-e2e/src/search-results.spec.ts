import { answerConsent } from './support/consent.ts';
import { expect, expectAccessible, test } from './support/test.ts';
import { PHONE } from './support/viewports.ts';

test.describe('the search results', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  test('searching again from the results and switching tabs, back restores the tab', async ({
    page,
  }) => {
    await page.goto('/fr/results/-r--vitamine');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « vitamine »');

    const form = main.getByRole('search');
    const field = form.getByRole('searchbox', { name: 'Modifier la recherche' });
    await expect(field).toHaveValue('vitamine');
    await field.fill('so');
    await expect(form.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
    await field.fill('sommeil');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/results\/-r--sommeil$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « sommeil »');

    const tabs = main.getByRole('navigation', { name: 'Types de résultats' });
    await expect(tabs.getByRole('link')).toHaveText([
      /^Produits \(\d+\)$/,
      /^Marques \(0\)$/,
      /^Besoins \(\d+\)$/,
      /^Articles \(\d+\)$/,
    ]);
    await expect(tabs.getByRole('link', { name: /^Produits/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      main.getByRole('list', { name: 'Produits' }).getByRole('listitem').first(),
    ).toBeVisible();

    await tabs.getByRole('link', { name: /^Besoins/ }).click();
    await expect(page).toHaveURL(/\/fr\/results\/-r--sommeil\?onglet=besoins$/);
    await expect(tabs.getByRole('link', { name: /^Besoins/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
    const needs = main.getByRole('list', { name: 'Besoins' });
    await expect(needs.getByRole('link').first()).toBeVisible();
    await expect(main.getByRole('list', { name: 'Produits' })).toHaveCount(0);
    // Another tab than the products: the results as they load are accessibility.spec.ts's.
    await expectAccessible(page);

    await tabs.getByRole('link', { name: /^Marques/ }).click();
    await expect(main.getByText('Aucune marque ne correspond à cette recherche')).toBeVisible();
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\?onglet=besoins$/);
    await expect(tabs.getByRole('link', { name: /^Besoins/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(
      main.getByRole('list', { name: 'Besoins' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('a text the browser sent too short gets the form again, saying the rule', async ({
    page,
  }) => {
    // What the search forms send when the page's script does not handle them.
    await page.goto('/fr/results?recherche=ab');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rechercher dans la boutique');
    const field = main.getByRole('searchbox', { name: 'Votre recherche' });
    await expect(field).toHaveValue('ab');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      /^Votre recherche est trop courte\s: saisissez au moins 3 caractères\.$/,
    );
    const submit = main.getByRole('button', { name: 'Rechercher' });
    await expect(submit).toBeDisabled();

    await field.fill('sommeil');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await submit.click();
    await expect(page).toHaveURL(/\/fr\/results\/-r--sommeil$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « sommeil »');
  });

  test('search engines are asked to leave the results out, not the pages they lead to', async ({
    page,
  }) => {
    await page.goto('/fr/results/-r--vitamine');
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveAttribute('content', 'noindex');

    // The head follows the router: leaving the results drops the tag, coming back restores it.
    const main = page.getByRole('main');
    const product = main
      .getByRole('list', { name: 'Produits' })
      .getByRole('heading')
      .first()
      .getByRole('link');
    const name = await product.innerText();
    await product.click();
    await expect(page).toHaveURL(/\/fr\/produit\//);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(robots).toHaveCount(0);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « vitamine »');
    await expect(robots).toHaveAttribute('content', 'noindex');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('every tab of the results is in sight', async ({ page }) => {
      await page.goto('/fr/results/-r--vitamine');
      const tabs = page
        .getByRole('main')
        .getByRole('navigation', { name: 'Types de résultats' })
        .getByRole('link');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    });
  });

  test('a results address without a text is a 404', async ({ page }) => {
    await page.goto('/fr/results/-p--2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});
