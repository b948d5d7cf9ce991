import { answerConsent } from './support/consent.ts';
import { expect, test } from './support/test.ts';

/**
 * The seed's 0 € samples are gifts (SPEC.md §9): an advantage code or the ASM code offers
 * them; no list, search or product page sells them (one was listed, and
 * adding it said « 1 article ajouté au panier » while the cart stayed empty).
 */
const SAMPLE = { slug: 'lactea-echantillon', name: 'Échantillon Lactéa Transit' };

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('a free sample is neither listed nor found, and its page does not sell it', async ({
  page,
}) => {
  // Lactéa's list: its seven products for sale, not its sample.
  await page.goto('/fr/produits/-brands--lactea');
  const main = page.getByRole('main');
  const products = main.getByRole('list', { name: 'Nos produits' });
  await expect(main.getByText('7 produits', { exact: true })).toBeVisible();
  await expect(products.getByRole('heading', { name: 'Lactéa Transit' })).toBeVisible();
  await expect(products.getByText(SAMPLE.name)).toHaveCount(0);

  // The search finds no sample, by its name or its brand.
  await page.goto('/fr/results/-r--echantillon');
  const tabs = main.getByRole('navigation', { name: 'Types de résultats' });
  await expect(tabs.getByRole('link', { name: /^Produits/ })).toHaveText('Produits (0)');
  await page.goto('/fr/results/-r--lactea');
  const found = main.getByRole('list', { name: 'Produits' });
  await expect(found.getByRole('listitem').first()).toBeVisible();
  await expect(found.getByText(SAMPLE.name)).toHaveCount(0);

  // Its page, reached from a link a code's gift line gives: shown, not sold.
  await page.goto(`/fr/produit/${SAMPLE.slug}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(SAMPLE.name);
  await expect(
    main.getByText(
      'Cet échantillon ne se vend pas : il est offert avec certains codes avantage et avec le code ASM.',
    ),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
});
