import type { Locator, Page } from '@playwright/test';
import { WITH_TOKEN } from './support/api.ts';
import { answerConsent } from './support/consent.ts';
import { createAccountThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const PAID = 'Payée, en cours de traitement';

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  stock: number;
  volume_prices: { min_quantity: number }[];
}

/** Three products in stock, the first with volume prices, to buy by its first tier. */
async function threeProducts(page: Page): Promise<[ApiProduct, ApiProduct, ApiProduct]> {
  const listed = await page.request.get('/api/v1/product?per_page=50');
  const items = ((await listed.json()) as { data: { items: ApiProduct[] } }).data.items;
  const tiered = items.find(
    (item) => item.volume_prices.length > 0 && item.stock >= 10 && item.price > 0,
  );
  const others = items.filter(
    (item) => item !== tiered && item.volume_prices.length === 0 && item.stock >= 5,
  );
  const [second, third] = others;
  if (!tiered || !second || !third) throw new Error('the seed lacks products for the journey');
  return [tiered, second, third];
}

/** Adds units of a product from its page, as a shopper does. */
async function addFromProductPage(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`/fr/produit/${product.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('spinbutton', { name: 'Quantité' }).fill(String(quantity));
  await main.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(main.getByRole('status').filter({ hasText: /ajoutés? au panier/ })).toBeVisible();
}

/** Presses Tab until `target` has the focus: proof it is reached by the keyboard alone. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('a visitor fills a cart, logs in to use the first-order code, has it delivered to a relay point and pays by card', async ({
  page,
  request,
}) => {
  const account = await createAccountThroughApi(request, 'buyer');
  const [tiered, second, third] = await threeProducts(page);
  const tier = tiered.volume_prices[0]?.min_quantity ?? 2;

  await addFromProductPage(page, tiered, tier);
  await addFromProductPage(page, second, 1);
  await addFromProductPage(page, third, 1);

  await page.goto('/fr/commande/panier');
  const main = page.getByRole('main');
  for (const product of [tiered, second, third]) {
    await expect(main.getByRole('link', { name: product.name })).toBeVisible();
  }
  await expect(main.getByRole('spinbutton', { name: `Quantité de ${tiered.name}` })).toHaveValue(
    String(tier),
  );

  // The first-order code wants a customer: the visitor is asked to log in, then comes back.
  const promo = main.getByRole('textbox', { name: 'Code promo' });
  await promo.fill('PREMIERE10');
  await main.getByRole('button', { name: 'Appliquer le code promo' }).click();
  await expect(promo).toHaveAccessibleDescription(/connect/i);
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(account.login);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // The cart followed the visitor into the account.
  await expect(page).toHaveURL(/\/fr\/commande\/panier$/);
  for (const product of [tiered, second, third]) {
    await expect(main.getByRole('link', { name: product.name })).toBeVisible();
  }
  await main.getByRole('textbox', { name: 'Code promo' }).fill('PREMIERE10');
  await main.getByRole('button', { name: 'Appliquer le code promo' }).click();
  await expect(main.getByRole('term').filter({ hasText: 'Remises' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Retirer le code PREMIERE10' })).toBeVisible();
  await main.getByRole('link', { name: 'Commander' }).click();

  // Delivery: a new address, the relay carrier and a relay point near the address.
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison' })).toBeFocused();
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await page.getByRole('textbox', { name: /^Nom de l’adresse/ }).fill('Maison');
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Élise');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Fontaine');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue Paul Bert');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('69003');
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Lyon');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  // The form closes once the address is saved, moving the carriers up: as a shopper does,
  // wait for the new address to be chosen before clicking below it.
  await expect(
    page
      .getByRole('group', { name: 'Adresse de livraison' })
      .getByRole('radio', { name: /^Maison/ }),
  ).toBeChecked();
  const carriers = page.getByRole('group', { name: 'Mode de livraison' });
  await carriers.getByRole('radio', { name: /^Point relais/ }).check();
  await page.getByRole('button', { name: 'Chercher près de mon adresse de livraison' }).click();
  const firstRelay = page
    .getByRole('group', { name: /^Points relais/ })
    .getByRole('listitem')
    .first();
  await firstRelay.getByRole('radio').check();
  await expect(page.getByText(/^Point relais choisi\s: /)).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Summary: the discount is there; the terms are accepted.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }),
  ).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Mode de livraison : Point relais');
  await page
    .getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' })
    .check();
  await page.getByRole('button', { name: 'Passer au paiement' }).click();

  // Payment by card on the provider's sandbox page, accepted.
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await page.getByRole('radio', { name: 'Carte Bancaire' }).check();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'Accepter' }).click();

  await expect(page).toHaveURL(/\/fr\/commande\/confirmation\?order=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PAID);
  const number = (
    await page.locator('dt:text-is("Numéro de commande") + dd').textContent()
  )?.trim();
  if (!number) throw new Error('no order number on the confirmation');
  await expectAccessible(page);

  // The order is in the account, paid, with the first-order discount.
  await page.goto('/fr/mon-compte/commandes');
  await expect(page.getByRole('article', { name: `Commande ${number}` })).toContainText(PAID);
  const orders = await page.request.get('/api/v1/order', { headers: WITH_TOKEN });
  const [order] = ((await orders.json()) as { data: { items: { id: number; number: string }[] } })
    .data.items;
  expect(order?.number).toBe(number);
  const detail = await page.request.get(`/api/v1/order/${order?.id}`, { headers: WITH_TOKEN });
  const paid = (
    (await detail.json()) as {
      data: { discount: number; shipping_mode: string; list: unknown[] };
    }
  ).data;
  expect(paid.discount).toBeGreaterThan(0);
  expect(paid.shipping_mode).toBe('relay');
  expect(paid.list).toHaveLength(3);
});

test('the checkout is done with the keyboard alone, from the cart to the paid order', async ({
  page,
}) => {
  const account = await createAccountThroughApi(page.request, 'keyboard');
  expect(account.login).toContain('@');
  const [, product] = await threeProducts(page);
  await addFromProductPage(page, product, 1);
  const address = await page.request.post('/api/v1/address', {
    headers: WITH_TOKEN,
    data: {
      address: {
        label: 'Maison',
        civility: 'Madame',
        firstname: 'Élise',
        lastname: 'Fontaine',
        address_line_1: '12 rue Paul Bert',
        zipcode: '69003',
        city: 'Lyon',
        country: 'FR',
      },
    },
  });
  expect(address.status()).toBeLessThan(300);

  await page.goto('/fr/commande/panier');
  const commander = page.getByRole('main').getByRole('link', { name: 'Commander' });
  await tabTo(page, commander);
  await page.keyboard.press('Enter');

  // Delivery: the parcel carrier, chosen and confirmed from the keyboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison' })).toBeFocused();
  const parcel = page.getByRole('group', { name: 'Mode de livraison' }).getByRole('radio').first();
  await tabTo(page, parcel);
  await page.keyboard.press('Space');
  await expect(parcel).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Summary: the terms ticked with Space, then on to the payment.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }),
  ).toBeFocused();
  const terms = page.getByRole('checkbox', {
    name: 'J’ai lu et j’accepte les conditions générales de vente',
  });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Passer au paiement' }));
  await page.keyboard.press('Enter');

  // Payment: the card method, « Payer », and the sandbox's « Accepter », all by keyboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  const card = page.getByRole('radio', { name: 'Carte Bancaire' });
  await tabTo(page, card);
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Payer' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\//);
  await tabTo(page, page.getByRole('button', { name: 'Accepter' }));
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PAID);
});
