import { brands, cornerOrigin } from './support/brands.ts';
import { answerConsent } from './support/consent.ts';
import { previewLinkOf, SEEDED_DRAFT_PAGE_ID } from './support/preview.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test.describe('information pages', () => {
  test('the terms of sale read as a titled page with sections and a file to download', async ({
    page,
  }) => {
    await page.goto('/fr/cgv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conditions générales de vente',
    );
    await expect(page).toHaveTitle(/^Conditions générales de vente \|/);
    const article = page.getByRole('article', { name: 'Conditions générales de vente' });
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText(
      'Article 1 : Objet',
    );
    await expect(
      article.getByRole('link', { name: /Télécharger « conditions-generales-de-vente\.pdf »/ }),
    ).toHaveAttribute('href', '/api/v1/page/download/35');
  });

  test('printed, the terms of sale are the shop’s name and the page, without the controls', async ({
    page,
  }) => {
    await page.goto('/fr/cgv');
    await page.evaluate(() => window.scrollTo(0, 1600));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /, accueil$/ })).toBeVisible();
    // The rest of the header, the footer and the go-to-top button cannot be used on paper.
    await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Revenir en haut de la page' })).toBeHidden();
  });

  test('the legal notice names its publisher, its publication director and its host', async ({
    page,
  }) => {
    await page.goto('/fr/mentions-legales');
    const article = page.getByRole('article', { name: 'Mentions légales' });
    for (const name of ['Éditeur du site', 'Directrice de la publication', 'Hébergement']) {
      await expect(article.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(article).toContainText('Aubépine SAS, société par actions simplifiée');
    await expect(article).toContainText('Nébulis Hébergement SAS');
    await expect(
      article.getByRole('link', { name: 'Protection des données personnelles' }),
    ).toHaveAttribute('href', '/fr/protection-des-donnees');
    await expectAccessible(page);
  });

  test('the site map links every section, and its links lead there', async ({ page }) => {
    await page.goto('/fr/plan-du-site');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan du site');
    const main = page.getByRole('main');
    for (const name of ['La boutique', 'Besoins', 'Marques', 'Conseils', 'Quiz', 'Informations']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Trouver une pharmacie' })).toHaveAttribute(
      'href',
      '/fr/trouver-une-pharmacie',
    );
    await expect(main.getByRole('link', { name: 'Confort intime' })).toHaveAttribute(
      'href',
      '/fr/besoin/confort-intime',
    );

    await main.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/\/fr\/mentions-legales$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  });

  test('an unknown address under /fr shows the 404 page', async ({ page }) => {
    const response = await page.goto('/fr/xyz-inconnu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

test.describe('previews', () => {
  test('an unpublished page shows with the preview banner and is kept out of search engines', async ({
    page,
  }) => {
    await page.goto((await previewLinkOf(SEEDED_DRAFT_PAGE_ID)).path);
    await expect(page.getByRole('complementary', { name: 'Aperçu' })).toContainText(
      'pas encore publiée',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a draft without its preview link’s token shows the 404 page', async ({ page }) => {
    const draft = `/preview/${SEEDED_DRAFT_PAGE_ID}`;
    for (const path of [draft, `${draft}?token=${'A'.repeat(43)}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    }
  });

  test('a malformed preview id shows the 404 page', async ({ page }) => {
    await page.goto('/preview/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

test.describe('a corner site’s pages', () => {
  test('/fr/{slug} on a brand subdomain is that brand’s page, not another brand’s', async ({
    page,
  }) => {
    const port = new URL(test.info().project.use.baseURL ?? '').port;
    await page.goto(`http://phytaline.localhost:${port}/fr/nos-engagements`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phytaline : nos engagements');
    // accessibility.spec.ts checks a corner site's home and a main-site content page, not
    // a content page in a corner site's shell.
    await expectAccessible(page);

    // A slug the brand has no page for is the main site's content page, in the brand's
    // shell; its canonical address stays on the main site (BASE_DOMAIN, localhost:{port}).
    await page.goto(`http://phytaline.localhost:${port}/fr/cgv`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conditions générales de vente',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:${port}/fr/cgv`,
    );
    await page.goto(`http://phytaline.localhost:${port}/fr/page-qui-n-existe-pas`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('every corner site’s buttons, flags, current page and skip link read at 4.5:1', async ({
    page,
    context,
  }) => {
    const corners = (await brands(page)).filter((brand) => brand.has_corner);
    // The seed's corner brands have light and dark colours alike: one whose text on the
    // brand colour is black (an orange, a mid green) is the case that failed.
    expect(corners.length).toBeGreaterThan(1);
    for (const { slug } of corners) {
      const origin = cornerOrigin(slug);
      await answerConsent(context, origin);
      // The product list: its flags (« Nouveau »…) and its current page; the login page: a
      // primary button, and the skip link, shown once the keyboard reaches it.
      await page.goto(`${origin}/fr/produits`);
      await expect(page.locator('.product-card__flag').first()).toBeVisible();
      await expectAccessible(page);
      await page.goto(`${origin}/fr/connexion`);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
      await expectAccessible(page);
    }
  });

  test('on a brand subdomain, the footer’s information and legal links lead to their pages', async ({
    page,
    context,
  }) => {
    const origin = cornerOrigin('lactea');
    await answerConsent(context, origin);
    await page.goto(`${origin}/fr/index`);
    const footer = page.getByRole('contentinfo');
    const pages = [
      ['À propos', '/fr/a-propos', 'À propos des Laboratoires Aubépine'],
      ['Votre aide en ligne', '/fr/votre-aide-en-ligne', 'Votre aide en ligne'],
      ['Conditions générales de vente', '/fr/cgv', 'Conditions générales de vente'],
      ['Mentions légales', '/fr/mentions-legales', 'Mentions légales'],
      [
        'Protection des données',
        '/fr/protection-des-donnees',
        'Protection des données personnelles',
      ],
    ] as const;
    for (const [link, path, heading] of pages) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }

    // Home is the brand's: the breadcrumb's first link leads there, as the logo does.
    const home = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', {
      name: 'Accueil',
    });
    await expect(home).toHaveAttribute('href', '/fr/index');
    await home.click();
    await expect(page).toHaveURL(`${origin}/fr/index`);
  });
});
