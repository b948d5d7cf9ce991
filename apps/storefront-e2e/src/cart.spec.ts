import type { Page } from '@playwright/test';
import { FREE_DELIVERY_THRESHOLD_CENTS } from '@shop/domain';
import { euros, JSON_HEADERS } from './support/api.ts';
import { answerConsent } from './support/consent.ts';
import { signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** Delivery is free from this amount, in euros as the API writes prices. */
const FREE_DELIVERY = FREE_DELIVERY_THRESHOLD_CENTS / 100;

/**
 * docs/reference-data.md, "Demo accounts and codes": each ASM code is usable once per database, and this
 * journey runs once (at desktop width only).
 */
const ASM_CODE = 'ASM-2026-Q9D2';

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  stock: number;
  volume_prices: { min_quantity: number }[];
}

interface ApiCart {
  list: { id: number; quantity: number; offered: boolean }[];
  amount_with_taxes: number;
}

async function catalogue(page: Page): Promise<ApiProduct[]> {
  const reply = await page.request.get('/api/v1/product?per_page=100', { headers: JSON_HEADERS });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { items: ApiProduct[] } }).data.items;
}

/** Adds `quantity` units from the product page, as a customer would. */
async function addFromProductPage(page: Page, product: Pick<ApiProduct, 'slug'>, quantity = 1) {
  await page.goto(`/fr/produit/${product.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('spinbutton', { name: 'Quantité' }).fill(String(quantity));
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(main.getByRole('status').filter({ hasText: /ajoutés? au panier/ })).toBeVisible();
}

/** The cart the SPA keeps the token of, as the shop API has it. */
async function serverCart(page: Page): Promise<ApiCart> {
  const memory = await page.evaluate(() => localStorage.getItem('shop.cart'));
  const token = (JSON.parse(memory ?? '{}') as { token?: string }).token;
  if (!token) throw new Error('no cart token stored');
  const reply = await page.request.get(`/api/v1/cart/${token}`, { headers: JSON_HEADERS });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { cart: ApiCart } }).data.cart;
}

/** The page once every change has been answered: no total said to be updating. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectTotalOf(page: Page, cart: ApiCart) {
  const total = page
    .getByRole('main')
    .getByRole('definition')
    .filter({
      hasText: euros(cart.amount_with_taxes),
    });
  await expect(total.first()).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('a visitor changes quantities quickly, tries codes and empties the cart', async ({ page }) => {
  const products = await catalogue(page);
  const product = products.find(
    (item) => item.volume_prices.length > 0 && item.stock >= 8 && item.price < FREE_DELIVERY,
  );
  if (!product)
    throw new Error(`the seed has no product with volume prices under ${euros(FREE_DELIVERY)}`);
  await addFromProductPage(page, product);

  await page.goto('/fr/commande/panier');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(main.getByRole('link', { name: product.name })).toBeVisible();
  await expect(main.getByText(/^À partir de \d+\s: /).first()).toBeVisible();
  await expect(
    main.getByText(
      `Plus que ${euros(FREE_DELIVERY - product.price)} pour profiter de la livraison offerte`,
    ),
  ).toBeVisible();

  // Thirty quick clicks on +, none waiting for the server: the stock is the only bound.
  const quantity = main.getByRole('spinbutton', { name: `Quantité de ${product.name}` });
  const plus = main.getByRole('button', { name: 'Augmenter la quantité' });
  const expected = Math.min(31, product.stock);
  for (let click = 1; click <= 30; click += 1) {
    if (click < product.stock) await plus.click();
  }
  if (product.stock <= 31) await expect(plus).toBeDisabled();
  await expect(quantity).toHaveValue(String(expected));
  await settled(page);
  await expect(quantity).toHaveValue(String(expected));
  let cart = await serverCart(page);
  expect(cart.list[0]?.quantity).toBe(expected);
  await expectTotalOf(page, cart);
  await expectAccessible(page);

  // And down again.
  const minus = main.getByRole('button', { name: 'Diminuer la quantité' });
  for (let click = 0; click < 5; click += 1) await minus.click();
  await expect(quantity).toHaveValue(String(expected - 5));
  await settled(page);
  cart = await serverCart(page);
  expect(cart.list[0]?.quantity).toBe(expected - 5);
  await expectTotalOf(page, cart);

  // A code that does not exist, then an expired one: said under the field, typed text kept.
  const promo = main.getByRole('textbox', { name: 'Code promo' });
  await promo.fill('CODE-INCONNU');
  await main.getByRole('button', { name: 'Appliquer le code promo' }).click();
  await expect(main.getByText('Ce code promo n’est pas valide.')).toBeVisible();
  await expect(promo).toHaveValue('CODE-INCONNU');
  await expect(promo).toHaveAccessibleDescription('Ce code promo n’est pas valide.');
  await expectAccessible(page);
  await promo.fill('HIVER2025');
  await main.getByRole('button', { name: 'Appliquer le code promo' }).click();
  await expect(main.getByText('Ce code promo n’est pas valide.')).toBeVisible();
  await expect(promo).toHaveValue('HIVER2025');

  // A code that applies: what it gives, its share kept with its number (a no-break space).
  await promo.fill('BIENVENUE15');
  await main.getByRole('button', { name: 'Appliquer le code promo' }).click();
  await expect(
    main.getByText(/^15 % de remise sur votre panier \(−15[\u00a0\u202f]%\)$/),
  ).toBeVisible();

  await main.getByRole('button', { name: `Retirer ${product.name}` }).click();
  await expect(main.getByText('Votre panier est vide.')).toBeVisible();
  // The line leaves the page at the click; the server's cart follows when the call lands.
  await expect.poll(async () => (await serverCart(page)).list).toHaveLength(0);
});

test('a line at a volume price shows one price before it, not two', async ({ page }) => {
  // Seeded: 22,90 €, suggested 25,90 €, 21,76 € from 2 units (product-page.spec.ts).
  const product = { slug: 'magnesium-marin-90-comprimes', name: 'Magnésium marin 90 comprimés' };
  await addFromProductPage(page, product, 2);

  await page.goto('/fr/commande/panier');
  const unitPrice = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: product.name })
    .getByRole('definition')
    .first();
  await expect(unitPrice).toHaveText(/^21,76\s€au lieu de 22,90\s€$/);
  await expect(unitPrice.locator('s')).toHaveCount(1);
});

test('a new customer applies the first-order code, then takes it off', async ({ page }) => {
  await signUpThroughApi(page, 'cart');
  const [product] = (await catalogue(page)).filter((item) => item.stock >= 2);
  if (!product) throw new Error('the seed has no product in stock');
  await addFromProductPage(page, product);

  await page.goto('/fr/commande/panier');
  const main = page.getByRole('main');
  await expect(main.getByText(/Première commande\s: 10\s% de remise avec le code/)).toBeVisible();
  await main.getByRole('textbox', { name: 'Code promo' }).fill('PREMIERE10');
  await main.getByRole('button', { name: 'Appliquer le code promo' }).click();
  await expect(main.getByText('Code avantage PREMIERE10')).toBeVisible();
  await expect(main.getByText('Première commande : −10 %')).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: 'Remises' })).toBeVisible();
  await expectTotalOf(page, await serverCart(page));
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Retirer le code PREMIERE10' }).click();
  await expect(main.getByText('Code avantage PREMIERE10')).toHaveCount(0);
  await expect(main.getByRole('term').filter({ hasText: 'Remises' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Commander' })).toHaveAttribute(
    'href',
    '/fr/commande/livraison',
  );
  await expectAccessible(page);
});

test('an ASM code offers a gift to choose from 60 € of goods', async ({ page }) => {
  const code = ASM_CODE;
  const product = (await catalogue(page)).find(
    (item) => item.volume_prices.length === 0 && item.price * Math.min(item.stock, 10) >= 70,
  );
  if (!product) throw new Error('the seed has no product to reach 60 €');
  await addFromProductPage(page, product, Math.ceil(70 / product.price));

  await page.goto('/fr/commande/panier');
  const main = page.getByRole('main');
  await expect(main.getByText('Livraison offerte')).toBeVisible();
  await main.getByRole('textbox', { name: 'Code ASM' }).fill(code);
  await main.getByRole('button', { name: 'Appliquer le code ASM' }).click();
  await expect(main.getByText(`Code ASM ${code}`)).toBeVisible();
  const gifts = main.getByRole('group', { name: 'Choisissez votre produit offert' });
  await expect(gifts).toBeVisible();
  await expectAccessible(page);

  await gifts
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await expect(gifts).toHaveCount(0);
  await expect(main.getByText('Offert').first()).toBeVisible();
  const cart = await serverCart(page);
  expect(cart.list.filter((line) => line.offered)).toHaveLength(1);
  await expectAccessible(page);
});
