import type { Page } from '@playwright/test';
import { WITH_TOKEN } from './support/api.ts';
import { answerConsent } from './support/consent.ts';
import { LIST_ACCOUNT, logInThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** Empties the customer's favourite products, so each journey starts from the same list. */
async function clearFavouriteProducts(page: Page) {
  const reply = await page.request.get('/api/v1/user/favorite-product', { headers: WITH_TOKEN });
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: { items: { id: number }[] } };
  for (const { id } of data.items) {
    const removed = await page.request.delete('/api/v1/user/favorite-product', {
      headers: WITH_TOKEN,
      data: { product_id: id },
    });
    expect(removed.status()).toBe(200);
  }
}

/** Adds the first product of the catalogue as a favourite, and gives its name. */
async function addFirstProductAsFavourite(page: Page): Promise<string> {
  const reply = await page.request.get('/api/v1/product?per_page=1');
  const { data } = (await reply.json()) as { data: { items: { id: number; name: string }[] } };
  const [product] = data.items;
  if (!product) throw new Error('the seed has no product');
  const added = await page.request.post('/api/v1/user/favorite-product', {
    headers: WITH_TOKEN,
    data: { product_id: product.id },
  });
  expect(added.status()).toBe(201);
  return product.name;
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

/**
 * The favourites journeys empty the list: on a demo account whose favourites no other
 * journey changes (this file runs at desktop width only, so one account is enough).
 */
async function logInForLists(page: Page) {
  await logInThroughApi(page, false, LIST_ACCOUNT);
}

test.describe('my favourite products', () => {
  test.beforeEach(({ page }) => logInForLists(page));

  test('lists a favourite, and its heart removes it down to the empty state', async ({ page }) => {
    await clearFavouriteProducts(page);
    const name = await addFirstProductAsFavourite(page);

    await page.goto('/fr/mon-compte/produits-favoris');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mes produits favoris' }),
    ).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Mon compte' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Mes produits favoris' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading', { name })).toBeVisible();

    await list.getByRole('button', { name: `Retirer ${name} de mes favoris` }).click();
    await expect(page.getByText('Vous n’avez pas encore de produit favori.')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Découvrir nos produits' }),
    ).toHaveAttribute('href', '/fr/produits');
    await expectAccessible(page);
  });
});

test.describe('my orders', () => {
  test.beforeEach(({ page }) => logInThroughApi(page));

  test('lists the seeded orders with their status, and opens one', async ({ page }) => {
    await page.goto('/fr/mon-compte/commandes');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Mes commandes' });
    // Marie Durand's six seeded orders, newest first (tools/shop-api/src/seed/orders).
    await expect(list.getByRole('article')).toHaveCount(6);
    const newest = list.getByRole('article', { name: 'Commande CMD-2026-900006' });
    await expect(newest.getByText('En attente de paiement')).toBeVisible();
    await expect(newest.getByText('1 article', { exact: true })).toBeVisible();
    await expect(newest.getByText('18,40 €')).toBeVisible();

    await newest
      .getByRole('link', { name: 'Voir le détail de la commande CMD-2026-900006' })
      .click();
    await expect(page).toHaveURL(/\/fr\/mon-compte\/commande\/6$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Commande CMD-2026-900006' }),
    ).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: 'En attente de paiement' }),
    ).toBeVisible();
    const items = page.getByRole('table', { name: 'Articles de la commande CMD-2026-900006' });
    const line = items.getByRole('row', { name: /Fer doux/ });
    await expect(line.getByRole('cell')).toHaveText(['1', '12,50 €', '12,50 €']);
    await expect(page.locator('address').first()).toContainText('12 rue des Lilas');
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Mes commandes' })).toBeVisible();

    await breadcrumb.getByRole('link', { name: 'Mes commandes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  });

  test("an order id that is malformed, or not the customer's, shows the 404 page", async ({
    page,
  }) => {
    await page.goto('/fr/mon-compte/commande/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');

    await page.goto('/fr/mon-compte/commande/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

test.describe('my favourite pharmacies', () => {
  test.beforeEach(({ page }) => logInForLists(page));

  test('lists a favourite pharmacy, and its button removes it down to the empty state', async ({
    page,
  }) => {
    const listed = await page.request.get('/api/v1/customer/point-of-sale', {
      headers: WITH_TOKEN,
    });
    const { data } = (await listed.json()) as { data: { items: { id: number }[] } };
    for (const { id } of data.items) {
      await page.request.delete(`/api/v1/customer/point-of-sale/${id}`, { headers: WITH_TOKEN });
    }
    const added = await page.request.post('/api/v1/customer/point-of-sale/1', {
      headers: WITH_TOKEN,
    });
    expect(added.status()).toBe(201);

    await page.goto('/fr/mon-compte/pharmacies-favorites');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mes pharmacies favorites' }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Mes pharmacies favorites' });
    const pharmacy = list.getByRole('article', { name: 'Pharmacie Deschamps' });
    await expect(pharmacy.locator('address')).toContainText('136 rue de Paris');

    await pharmacy
      .getByRole('button', { name: 'Retirer Pharmacie Deschamps de mes favoris' })
      .click();
    await expect(page.getByText('Vous n’avez pas encore de pharmacie favorite.')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Trouver une pharmacie' }),
    ).toHaveAttribute('href', '/fr/trouver-une-pharmacie');
    await expectAccessible(page);
  });
});
