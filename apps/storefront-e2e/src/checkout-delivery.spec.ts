import type { Page } from '@playwright/test';
import { euros, WITH_TOKEN } from './support/api.ts';
import { answerConsent } from './support/consent.ts';
import { signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

interface ApiProduct {
  id: number;
  price: number;
  stock: number;
}

/**
 * A cart of the logged customer made through the API, its token left in the SPA's storage
 * as the cart page would leave it (only when none is stored, so the SPA's own later writes
 * are kept on the next pages).
 */
async function cartThroughApi(page: Page): Promise<string> {
  const listed = await page.request.get('/api/v1/product?per_page=50', { headers: WITH_TOKEN });
  const products = ((await listed.json()) as { data: { items: ApiProduct[] } }).data.items;
  const product = products.find((item) => item.stock > 2 && item.price > 0);
  if (!product) throw new Error('the seed has no product in stock');
  const made = await page.request.post('/api/v1/cart/update', {
    headers: WITH_TOKEN,
    data: {
      elements: JSON.stringify([{ element_id: product.id, element_type: 'product', quantity: 2 }]),
      cart_token: null,
      shop_id: 1,
    },
  });
  expect(made.status()).toBe(200);
  const { token } = ((await made.json()) as { data: { token: string } }).data;
  await page.addInitScript(
    ({ token: stored, setAt }) => {
      if (localStorage.getItem('shop.cart') !== null) return;
      localStorage.setItem(
        'shop.cart',
        JSON.stringify({
          token: stored,
          tokenSetAt: setAt,
          articleCount: 2,
          firstOrderDiscount: false,
        }),
      );
    },
    { token, setAt: Date.now() },
  );
  return token;
}

/** What the summary must charge: the goods after discounts, plus the relay carrier's cost. */
async function expectedTotal(page: Page, token: string): Promise<string> {
  const cart = await page.request.get(`/api/v1/cart/${token}`, { headers: WITH_TOKEN });
  const { amount_with_taxes: goods } = (
    (await cart.json()) as { data: { cart: { amount_with_taxes: number } } }
  ).data.cart;
  const shipping = await page.request.get(`/api/v1/cart/${token}/calculate-shipping`, {
    headers: WITH_TOKEN,
  });
  const { relay } = ((await shipping.json()) as { data: { costs: { relay: number } } }).data.costs;
  return euros((Math.round(goods * 100) + Math.round(relay * 100)) / 100);
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('delivery then summary: a new address, a relay point, the totals and the terms', async ({
  page,
}) => {
  await signUpThroughApi(page, 'delivery');
  const token = await cartThroughApi(page);

  await page.goto('/fr/commande/livraison');
  const title = page.getByRole('heading', { level: 1, name: 'Livraison' });
  await expect(title).toBeFocused();

  // Nothing chosen yet: « Continuer » says what is missing, in French.
  await page.getByRole('button', { name: 'Continuer' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Il manque des informations' });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText('Veuillez choisir un mode de livraison.');
  await expect(alert).toContainText('Veuillez choisir une adresse de livraison.');
  await expectAccessible(page);

  // A delivery address in Lyon, made on the page.
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Ajouter une adresse' })).toBeFocused();
  await page.getByRole('textbox', { name: /^Nom de l’adresse/ }).fill('Maison');
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Élise');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Fontaine');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue Paul Bert');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('69003');
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Lyon');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  const delivery = page.getByRole('group', { name: 'Adresse de livraison' });
  await expect(delivery.getByRole('radio', { name: /^Maison/ })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Utiliser l’adresse de livraison pour la facturation' }),
  ).toBeChecked();

  // The carriers, chosen with the arrow keys as a radio group is.
  const carriers = page.getByRole('group', { name: 'Mode de livraison' });
  await expect(carriers.getByRole('radio')).toHaveCount(3);
  await expect(carriers).toContainText('jours ouvrés');
  await carriers.getByRole('radio', { name: /^Colissimo/ }).check();
  await page.keyboard.press('ArrowDown');
  await expect(carriers.getByRole('radio', { name: /^Point relais/ })).toBeChecked();
  await expect(page.getByText('Aucun point relais choisi.')).toBeVisible();

  // Relay points near a postcode, checked before it is asked.
  const relayZipcode = page.getByRole('textbox', { name: /^Code postal du point relais/ });
  await relayZipcode.fill('690');
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(page.getByText('Saisissez un code postal de 5 chiffres.')).toBeVisible();
  await relayZipcode.fill('69530');
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await expect(
    page
      .getByRole('group', { name: /^Points relais/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();

  // Relay points near the delivery address, on a list and a map.
  await page.getByRole('button', { name: 'Chercher près de mon adresse de livraison' }).click();
  const relays = page.getByRole('group', { name: /^Points relais/ });
  await expect(relays.getByRole('radio').first()).toBeVisible();
  await expect(page.locator('.places-map [data-marker]').first()).toBeAttached();
  await expect(page.locator('.places-map .places-map__centre')).toHaveCount(1);
  const firstRelay = relays.getByRole('listitem').first();
  const relayName = (await firstRelay.locator('.checkout-choice__title').innerText())
    .replace(/^\d+\.\s*/, '')
    .trim();
  await firstRelay.getByRole('radio').check();
  await expect(page.getByText(`Point relais choisi : ${relayName}`)).toBeVisible();
  await expect(firstRelay.getByText('Horaires d’ouverture')).toBeVisible();
  await expectAccessible(page);

  // The mobile, in the French format.
  const mobile = page.getByRole('textbox', { name: /^Téléphone mobile/ });
  await expect(mobile).toHaveValue(/^06 ?39 ?98 ?12 ?34$/);
  await mobile.fill('04 72 00 00 00');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(alert).toContainText('numéro de mobile valide');
  await expectAccessible(page);
  await mobile.fill('06 12 34 56 78');
  await page.getByRole('checkbox', { name: /newsletter produits/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // The summary: what will be charged, the carrier, the relay point and the address.
  await expect(page).toHaveURL(/\/fr\/commande\/recapitulatif$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }),
  ).toBeFocused();
  const main = page.getByRole('main');
  await expect(main.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(main).toContainText('Mode de livraison : Point relais');
  await expect(main).toContainText(`Point relais : ${relayName}`);
  await expect(main).toContainText('12 rue Paul Bert');
  await expect(main).toContainText('69003 Lyon');
  await expect(main).toContainText('06 12 34 56 78');
  await expect(main.locator('.summary-totals__total dd')).toHaveText(
    await expectedTotal(page, token),
  );
  await expect(main.getByRole('link', { name: /^Modifier/ })).toHaveCount(3);
  const terms = main.getByRole('link', { name: /conditions générales de vente/ });
  await expect(terms).toHaveAttribute('href', '/fr/cgv');
  await expect(terms).toHaveAttribute('target', '_blank');

  // The terms first, then the payment.
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Veuillez accepter les conditions générales de vente.',
  );
  await expect(page).toHaveURL(/\/fr\/commande\/recapitulatif$/);
  await expectAccessible(page);
  await page
    .getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' })
    .check();
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/paiement/);
});

test('a visitor opening the delivery step is sent to log in first', async ({ page }) => {
  await page.goto('/fr/commande/livraison');
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=%2Ffr%2Fcommande%2Flivraison$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
