import { WITH_TOKEN } from './support/api.ts';
import { answerConsent } from './support/consent.ts';
import { LIST_ACCOUNT, logInThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** Paul's newest order holds a product since withdrawn (docs/reference-data.md, "Demo accounts and codes"). */
const PAUL = LIST_ACCOUNT;

interface OrderLine {
  name: string;
  available: boolean;
  offered: boolean;
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('an order is renewed into a new cart, with a notice for the product gone', async ({
  page,
}) => {
  await logInThroughApi(page, false, PAUL);
  const list = await page.request.get('/api/v1/order', { headers: WITH_TOKEN });
  const newest = ((await list.json()) as { data: { items: { id: number; number: string }[] } }).data
    .items[0];
  if (!newest) throw new Error('Paul has orders');
  const detail = await page.request.get(`/api/v1/order/${newest.id}`, { headers: WITH_TOKEN });
  const lines = ((await detail.json()) as { data: { list: OrderLine[] } }).data.list;
  const renewed = lines.filter((line) => line.available && !line.offered).map((line) => line.name);
  const gone = lines.filter((line) => !line.available).map((line) => line.name);
  const [goneName] = gone;
  expect(gone).toHaveLength(1);
  if (goneName === undefined) throw new Error('no product gone');
  expect(renewed.length).toBeGreaterThan(0);

  await page.goto('/fr/mon-compte/commandes');
  await page.getByRole('link', { name: `Voir le détail de la commande ${newest.number}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Commande ${newest.number}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Renouveler la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/panier$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'n’est plus disponible' });
  await expect(notice).toContainText(goneName);
  const cartLines = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link'),
    });
  await expect(cartLines).toHaveCount(renewed.length);
  for (const name of renewed) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: goneName })).toHaveCount(0);
  await expect(page.getByText('Total TTC (hors livraison)')).toBeVisible();
  // The renewed cart with its notice of the product gone.
  await expectAccessible(page);
});

test('a renewal asks before it replaces a cart holding articles', async ({ page }) => {
  await logInThroughApi(page, false, PAUL);
  const list = await page.request.get('/api/v1/order', { headers: WITH_TOKEN });
  const newest = ((await list.json()) as { data: { items: { id: number }[] } }).data.items[0];
  if (!newest) throw new Error('Paul has orders');
  // Two units of a product in the current cart, from its page.
  await page.goto('/fr/produit/magnesium-marin-90-comprimes');
  const product = page.getByRole('main');
  await product.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
  await product.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(product.getByRole('status')).toContainText('2 articles ajoutés au panier.');

  await page.goto(`/fr/mon-compte/commande/${newest.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Renouveler la commande' }).click();
  const question = main.getByText(
    'Votre panier contient déjà 2 articles : la commande renouvelée le remplacera.',
  );
  await expect(question).toBeFocused();
  await expectAccessible(page);

  // Kept: the page stays, and so does the cart.
  await main.getByRole('button', { name: 'Garder mon panier' }).click();
  await expect(main.getByRole('button', { name: 'Renouveler la commande' })).toBeFocused();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Panier, 2 articles' }),
  ).toBeVisible();

  // Replaced, once asked again and confirmed.
  await main.getByRole('button', { name: 'Renouveler la commande' }).click();
  await main.getByRole('button', { name: 'Remplacer mon panier' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/panier$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Magnésium marin 90 comprimés' }),
  ).toHaveCount(0);
});

test('the cart page of a visitor with no cart says it is empty and offers to log in', async ({
  page,
}) => {
  await page.goto('/fr/commande/panier');
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await page
    .getByRole('link', {
      name: 'Connectez-vous pour retrouver les articles de votre panier précédent.',
    })
    .click();
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);
});
