import { DEMO_CUSTOMER, logInThroughApi, sessionToken } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test.describe('the account guard', () => {
  test('a visitor sent to an account page goes to the login page carrying where they wanted to go', async ({
    page,
  }) => {
    await page.goto('/fr/mon-compte');
    await expect(page).toHaveURL(/\/fr\/connexion\?redirect=%2Ffr%2Fmon-compte$/);

    await page.goto('/fr/mon-compte/commandes?page=2');
    await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fr/connexion');
    expect(url.searchParams.get('redirect')).toBe('/fr/mon-compte/commandes?page=2');
    await expectAccessible(page);
  });

  test('with a session, the same address opens the dashboard with its breadcrumb', async ({
    page,
  }) => {
    await logInThroughApi(page);
    await page.goto('/fr/mon-compte');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByText(/Bonjour Marie/)).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr/');
    await expectAccessible(page);
  });
});

test.describe('a session that ends', () => {
  test('a token revoked elsewhere shows the disconnection toast with a way to log in again', async ({
    page,
    request,
  }) => {
    await logInThroughApi(page);
    // The home's product cards ask for the favourites with the token: revoked while that
    // call is in flight, its 401 would end the session before the reload under test.
    const favourites = page.waitForResponse((response) =>
      response.url().includes('/api/v1/user/favorite-product'),
    );
    await page.goto('/fr/');
    // The profile comes from customer/logged once the cookie is seen.
    await expect(page.getByText(DEMO_CUSTOMER.name).first()).toBeVisible();
    expect((await favourites).status()).toBe(200);

    // The token is ended at the shop API directly, as another device's logout would.
    const token = await sessionToken(page);
    const shopApi = `http://127.0.0.1:${process.env.E2E_SHOP_API_PORT}/api/v1`;
    const ended = await request.get(`${shopApi}/user/logout`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.status()).toBe(200);

    await page.reload();

    const toast = page.getByRole('status').filter({ hasText: 'Vous avez été déconnecté' });
    await expect(toast).toBeVisible();
    await expectAccessible(page);
    await expect(toast.getByRole('link', { name: 'Se reconnecter' })).toHaveAttribute(
      'href',
      '/fr/connexion?redirect=%2Ffr%2F',
    );
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});

test.describe('a corner site', () => {
  test('lactea.localhost opens the brand’s home, themed with the brand colour, with its products, needs and story', async ({
    page,
  }) => {
    const port = new URL(test.info().project.use.baseURL ?? '').port;
    await page.goto(`http://lactea.localhost:${port}/fr/`);
    await expect(page).toHaveURL(`http://lactea.localhost:${port}/fr/index`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lactéa' })).toBeVisible();
    const brandColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
    );
    expect(brandColour).toBe('#2e7d9a');

    // The brand's home: its products, the needs they answer, its story and its pages.
    const main = page.getByRole('main');
    const products = main.getByRole('list', { name: 'Les produits Lactéa' });
    await expect(products.getByRole('heading', { name: 'Lactéa Transit' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Voir les \d+ produits Lactéa$/ })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Les besoins auxquels Lactéa répond' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Flore intestinale' })).toHaveAttribute(
      'href',
      '/fr/besoin/flore-intestinale',
    );
    await expect(main.getByRole('heading', { level: 2, name: 'L’univers Lactéa' })).toBeVisible();
    await expect(main.getByText(/Une flore, une formule/)).toBeVisible();
    // On its own site the brand does not send the visitor to itself.
    await expect(main.getByRole('link', { name: 'Visiter le site Lactéa' })).toHaveCount(0);
    await expectAccessible(page);
    await main
      .getByRole('navigation', { name: 'Les pages Lactéa' })
      .getByRole('link', { name: 'Lactéa : notre histoire' })
      .click();
    await expect(page).toHaveURL(`http://lactea.localhost:${port}/fr/notre-histoire`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lactéa : notre histoire');

    // The main site keeps its own colour and sends /fr/index home.
    await page.goto('/fr/index');
    await expect(page).toHaveURL(/\/fr\/$/);
    const mainColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
    );
    expect(mainColour).not.toBe('#2e7d9a');
  });
});

test.describe('the head of the pages that open with an introduction', () => {
  test('each gives search engines its introduction as its description', async ({ page }) => {
    // The forgotten password page's introduction opens its form.
    for (const [path, introduction] of [
      ['/fr/besoins', 'h1 + p'],
      ['/fr/marques', 'h1 + p'],
      ['/fr/conseils', 'h1 + p'],
      ['/fr/trouver-une-pharmacie', 'h1 + p'],
      ['/fr/interlocuteur', 'h1 + p'],
      ['/fr/plan-du-site', 'h1 + p'],
      ['/fr/mot-de-passe-oublie', 'form > p'],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      const intro = (await page.locator(introduction).first().textContent()) ?? '';
      expect(intro.length, path).toBeGreaterThan(40);
      await expect(page).toHaveTitle(`${await heading.textContent()} | Laboratoires Aubépine`);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
        'content',
        intro,
      );
    }
  });
});

test.describe('canonical addresses', () => {
  test('each public page names its own, without the parameters that change nothing', async ({
    page,
  }) => {
    // On the base domain (BASE_DOMAIN, localhost:{port}).
    await page.goto('/fr/besoins');
    const origin = `http://localhost:${new URL(page.url()).port}`;
    const canonical = page.locator('link[rel="canonical"]');
    for (const [path, expected] of [
      ['/fr/besoins', '/fr/besoins'],
      ['/fr/connexion?redirect=%2Ffr%2Fcommande%2Fpanier', '/fr/connexion'],
      ['/fr/contact?sujet=rappel', '/fr/contact'],
      ['/fr/actualites?page=2', '/fr/actualites?page=2'],
      ['/fr/qualite-innovations?categorie=qualite', '/fr/qualite-innovations?categorie=qualite'],
      ['/fr/produits/-categories--micronutrition', '/fr/produits/-categories--micronutrition'],
      ['/fr/produit/lactea-transit/avis?page=2', '/fr/produit/lactea-transit/avis?page=2'],
    ] as const) {
      await page.goto(path);
      await expect(canonical, path).toHaveCount(1);
      await expect(canonical, path).toHaveAttribute('href', `${origin}${expected}`);
    }
  });
});
