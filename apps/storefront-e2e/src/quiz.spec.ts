import { answerConsent } from './support/consent.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test.describe('a quiz', () => {
  test('a visitor answers every question and reads the result with its products', async ({
    page,
  }) => {
    await page.goto('/fr/quiz/quel-probiotique-pour-vous');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Quel probiotique pour vous ?',
    );
    await expect(page.getByText('Question 1 sur 3')).toBeVisible();
    const main = page.getByRole('main');
    const question = (label: string) => main.getByRole('group', { name: label });
    const next = main.getByRole('button', { name: 'Suivant', exact: true });

    await next.click();
    await expect(page.getByRole('alert')).toHaveText('Choisissez une réponse pour continuer.');
    await question('Pour qui cherchez-vous un probiotique ?')
      .getByRole('radio', { name: 'Pour moi' })
      .check();
    await next.click();

    // Each new question takes the focus, so a screen reader hears it.
    const second = 'Avez-vous pris des antibiotiques récemment ?';
    await expect(page.getByText('Question 2 sur 3')).toBeVisible();
    await expect(page.locator('legend', { hasText: second })).toBeFocused();
    // A later question, with « Précédent »: the quiz as it loads is accessibility.spec.ts's.
    await expectAccessible(page);

    // « Précédent » goes back with the answer still checked.
    await main.getByRole('button', { name: 'Précédent', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Pour moi' })).toBeChecked();
    await next.click();
    await question(second).getByRole('radio', { name: 'Oui' }).check();
    await next.click();

    // The last answer decides: a digestive discomfort leads to the intestinal flora.
    await expect(page.getByText('Question 3 sur 3')).toBeVisible();
    await question('Quel inconfort ressentez-vous le plus souvent ?')
      .getByRole('radio', { name: 'Digestif' })
      .check();
    await next.click();

    const result = page.getByRole('heading', {
      name: 'Votre résultat : Votre flore intestinale a besoin de soutien',
    });
    await expect(result).toBeFocused();
    const products = page.getByRole('list', { name: 'Nos produits recommandés' });
    // Probiotics for the intestinal flora, each with its price: never a product of another
    // need, a gift or one out of stock.
    await expect(products.getByRole('listitem')).toHaveCount(3);
    await expect(products.getByRole('heading', { name: 'Lactéa Flore Plus' })).toBeVisible();
    for (const item of await products.locator(':scope > li').all()) {
      await expect(item.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
      await expect(item.getByText('Rupture de stock')).toHaveCount(0);
    }
    await expectAccessible(page);

    // The result has its own address: a reload (or a shared link) shows it again, drawn
    // by the server, and the browser's back goes to the last question.
    await expect(page).toHaveURL(/\/fr\/quiz\/quel-probiotique-pour-vous\?reponses=\d+-\d+-\d+$/);
    await page.reload();
    await expect(result).toBeVisible();
    await expect(products.getByRole('listitem')).toHaveCount(3);
    await page.goBack();
    await expect(page.getByText('Question 3 sur 3')).toBeVisible();
    await page.goForward();
    await expect(result).toBeVisible();

    await page.getByRole('button', { name: 'Recommencer' }).click();
    await expect(page.getByText('Question 1 sur 3')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pour moi' })).not.toBeChecked();
  });

  test('a quiz is also found by its id', async ({ page }) => {
    await page.goto('/fr/quiz/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre bilan sommeil');
  });

  test('an unknown quiz shows the 404 page', async ({ page }) => {
    await page.goto('/fr/quiz/quiz-inconnu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});
