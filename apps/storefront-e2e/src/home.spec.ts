import { expect, test } from './support/test.ts';

test.describe('arriving at the shop', () => {
  test('a visitor who opens / lands on /fr/ and reads the shop name from the database', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/');

    const hop = response?.request().redirectedFrom();
    expect((await hop?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(/\/fr\/$/);

    const shop = (await (await request.get('/api/v1/shop')).json()) as { data: { name: string } };
    expect(shop.data.name).toBe('Laboratoires Aubépine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.data.name);
    await expect(page).toHaveTitle(shop.data.name);
  });

  test('a link to the home, shared, shows its title, its description and the hero', async ({
    page,
  }) => {
    await page.goto('/fr/');
    // Canonical addresses are on the base domain (BASE_DOMAIN, localhost:{port}).
    const home = `http://localhost:${new URL(page.url()).port}/fr/`;
    const meta = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', home);
    await expect(meta('og:url')).toHaveAttribute('content', home);
    await expect(meta('og:title')).toHaveAttribute('content', 'Laboratoires Aubépine');
    // Whole, within the 160 characters search engines show.
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/pharmacies partenaires\.$/);
    await expect(meta('og:description')).toHaveAttribute('content', description ?? '');
    const image = (await meta('og:image').getAttribute('content')) ?? '';
    expect(image).toMatch(/\.jpeg\?w=960$/);
    const preview = await page.request.get(image);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/fr/nimportequoi-inconnu');
    // The gateway answers an address nothing names with 404, not a soft 404.
    expect(response?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle('Page introuvable | Laboratoires Aubépine');

    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laboratoires Aubépine');
  });

  test('the skip link is the first stop of the keyboard and leads to the content', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('the home', () => {
  test('shows the hero first, then promoted and new products, needs and advice', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Laboratoires Aubépine');

    const hero = main.getByRole('region', { name: 'La nature au service de votre équilibre' });
    // The hero's image is the largest paint: asked first, its box reserved.
    const heroImage = hero.getByRole('img');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('width', /\d+/);
    await expect(heroImage).toHaveAttribute('height', /\d+/);

    for (const title of ['Nos incontournables', 'Nouveautés']) {
      const cards = main.getByRole('list', { name: title }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(cards.first().getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/fr\/produit\//,
      );
    }
    await expect(
      main
        .getByRole('list', { name: 'Trouvez la solution à vos besoins' })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Nos conseils santé' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/fr\/conseil\//);
  });
});
