import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { expect, test } from './support/test.ts';

/** The seeded news item whose CMS body carries an `onerror` handler and a `<script>`. */
const WEBINAR = 'Webinaire : le microbiote expliqué aux familles';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

/** The cards of a list, by their titles, in the order shown. */
function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading');
}

test.describe('news', () => {
  // Sanitising the body parses it, and Chromium reports then that the page's CSP blocks the
  // stored `onerror`: the second lock answering too, not a fault. What the body became is
  // what the journey checks.
  test.use({
    expectedConsoleErrors: [
      /^Executing inline event handler violates the following Content Security Policy directive 'script-src-attr 'none''\..* The action has been blocked\.$/,
    ],
  });

  test('the webinar page shows its body but nothing in it runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // The body's image points at a file the shop does not have: answered with bytes that
    // are no image, it fails to decode, which is what would fire an `onerror` left in.
    await page.route('**/media/webinaire.jpg', (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: 'not an image' }),
    );
    // The page notes each image's error event as it is dispatched, before any handler on the
    // image itself: once noted, whatever the failure would run has run.
    await page.addInitScript(() => {
      const failed: string[] = [];
      (window as { failedImages?: string[] }).failedImages = failed;
      window.addEventListener(
        'error',
        (event) => {
          if (event.target instanceof HTMLImageElement) failed.push(event.target.src);
        },
        true,
      );
    });

    await page.goto('/fr/actualites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
    await expect(page).toHaveTitle(/^Actualités \|/);
    await expect(cardTitles(page)).toHaveCount(4);
    await expect(cardTitles(page).first()).toHaveText('Nouvelle formule de notre magnésium marin');

    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/fr\/actualites\?page=2$/);
    await expect(page).toHaveTitle(/^Actualités – page 2 \|/);
    await expect(cardTitles(page)).toHaveText([
      'La Fondation Aubépine soutient la recherche sur le sommeil',
    ]);

    await page.getByRole('link', { name: 'Page 1' }).click();
    await page.getByRole('link', { name: WEBINAR }).click();
    await expect(page).toHaveURL(/\/fr\/actualite\/webinaire-le-microbiote-explique-aux-familles$/);
    const article = page.getByRole('article', { name: WEBINAR });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(WEBINAR);
    await expect(article.getByText('Publié le 9 juin 2025')).toBeVisible();
    const body = article.locator('.editorial-article__body');
    await expect(body.getByRole('heading', { name: 'Ce qu’il faut savoir' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );

    const image = body.getByRole('img', { name: 'Webinaire' });
    await expect(image).toHaveCount(1);
    await expect(image).not.toHaveAttribute('onerror');
    // Let the image fail to load before judging what its failure did.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as { failedImages?: string[] }).failedImages))
      .toContainEqual(expect.stringMatching(/\/media\/webinaire\.jpg$/));
    await expect(body.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).not.toContain('tracking=1');
    await expect(page.getByRole('link', { name: 'Thé vert Minceur' })).toBeVisible();
    expect(dialogs, 'dialogs opened by the CMS body').toEqual([]);
  });
});

test.describe('quality and innovation', () => {
  test('the list pages, filters by category and leads to a page with its file', async ({
    page,
  }) => {
    await page.goto('/fr/qualite-innovations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qualité et innovation');
    const categories = page.getByRole('navigation', { name: 'Catégories' });
    await expect(categories.getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cardTitles(page)).toHaveCount(4);
    await expect(cardTitles(page).first()).toHaveText('Nos souches de probiotiques brevetées');

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/fr\/qualite-innovations\?page=2$/);
    await expect(page).toHaveTitle(/^Qualité et innovation – page 2 \|/);
    await expect(cardTitles(page)).toHaveText([
      'La microencapsulation des probiotiques',
      'Des gélules d’origine végétale',
      'Des emballages plus responsables',
      'Fabriqué en France, à Lyon',
    ]);

    const quality = categories.getByRole('link', { name: 'Qualité (2 articles)' });
    await quality.click();
    await expect(page).toHaveURL(/\/fr\/qualite-innovations\?categorie=qualite$/);
    await expect(quality).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^Qualité – Qualité et innovation \|/);
    await expect(cardTitles(page)).toHaveText([
      'Le contrôle qualité, lot après lot',
      'Des matières premières tracées',
    ]);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Le contrôle qualité, lot après lot' }).click();
    await expect(page).toHaveURL(/\/fr\/qualite-innovation\/le-controle-qualite-lot-apres-lot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Le contrôle qualité, lot après lot',
    );
    const download = page.getByRole('link', {
      name: 'Télécharger le document (charte-qualite.pdf)',
    });
    await expect(download).toHaveAttribute('href', '/api/v1/page/download/23');
    const related = page.getByRole('region', { name: 'Produits associés' });
    await expect(related.getByRole('link')).toHaveText(['Intima', 'Tisane Digestion']);

    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('link', { name: 'Qualité et innovation' })
      .click();
    await expect(page).toHaveURL(/\/fr\/qualite-innovations$/);
    await expect(cardTitles(page)).toHaveCount(4);
  });

  test('a malformed page number is ignored and an unknown category is not found', async ({
    page,
  }) => {
    await page.goto('/fr/qualite-innovations?page=abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qualité et innovation');
    await expect(cardTitles(page).first()).toHaveText('Nos souches de probiotiques brevetées');

    await page.goto('/fr/qualite-innovations?page=9');
    await expect(page.getByText('Cette page de la liste n’existe plus.')).toBeVisible();
    await page.getByRole('link', { name: 'Revenir à la première page' }).click();
    await expect(cardTitles(page)).toHaveCount(4);

    await page.goto('/fr/qualite-innovations?categorie=inconnue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

test.describe('advice', () => {
  test('from the themes to a theme, to an article and back to its theme', async ({ page }) => {
    await page.goto('/fr/conseils');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos conseils santé');
    await expect(cardTitles(page)).toHaveCount(6);

    await page.getByRole('link', { name: 'Sommeil et relaxation' }).click();
    await expect(page).toHaveURL(/\/fr\/conseils\/sommeil$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sommeil et relaxation');
    const articles = page.getByRole('region', { name: 'Nos conseils sur ce thème' });
    await expect(articles.getByRole('article').getByRole('heading')).toHaveText([
      'Bien dormir quand les jours raccourcissent',
      'Le rituel du coucher en cinq étapes',
      'Magnésium et sommeil : ce que dit la science',
    ]);
    await expect(
      page
        .getByRole('navigation', { name: 'Fil d’Ariane' })
        .getByRole('link', { name: 'Conseils' }),
    ).toHaveAttribute('href', '/fr/conseils');

    await articles
      .getByRole('link', { name: 'Bien dormir quand les jours raccourcissent' })
      .click();
    await expect(page).toHaveURL(/\/fr\/conseil\/bien-dormir-quand-les-jours-raccourcissent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bien dormir quand les jours raccourcissent',
    );
    await expect(
      page.getByRole('region', { name: 'Produits associés' }).getByRole('link'),
    ).toHaveText([
      'Vitamine C liposomale',
      'Protéines végétales Vanille',
      'Magnésium marin 90 comprimés',
    ]);
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([
      'Accueil',
      'Conseils',
      'Sommeil et relaxation',
      'Bien dormir quand les jours raccourcissent',
    ]);

    await breadcrumb.getByRole('link', { name: 'Sommeil et relaxation' }).click();
    await expect(page).toHaveURL(/\/fr\/conseils\/sommeil$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sommeil et relaxation');
  });

  test('an article that does not exist shows the 404 page', async ({ page }) => {
    await page.goto('/fr/conseil/un-conseil-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});
