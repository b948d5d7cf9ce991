import type { Locator, Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** A seeded product with reviews (9, so two pages of 5) and three questions. */
const SLUG = 'magnesium-marin-90-comprimes';
const NAME = 'Magnésium marin 90 comprimés';

interface JsonLd {
  '@type': string;
  name?: string;
  sku?: string;
  image?: string[];
  brand?: { name: string };
  offers?: { price: string; priceCurrency: string; availability: string; url: string };
  aggregateRating?: { ratingValue: number; reviewCount: number };
}

/** The page's structured data: the route's head gives it, outside `main`. */
async function structuredData(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** The notes of the listed reviews, as screen readers hear them (« 4 sur 5 »). */
async function notesOf(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^\d sur 5$/).allTextContents();
  return texts.map((text) => Number(text[0]));
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test.describe('the product page', () => {
  test('shows the product, its prices, its nutrition and its structured data, and adds it to the cart', async ({
    page,
  }) => {
    await page.goto(`/fr/produit/${SLUG}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(page).toHaveTitle(`${NAME} | Laboratoires Aubépine`);
    await expect(main.getByText('Magnévie', { exact: true })).toBeVisible();

    // Seeded prices: 22,90 €, suggested 25,90 €, 21,76 € from 2 units, 20,61 € from 4.
    await expect(main.locator('.product-prices__price')).toHaveText(/^22,90\s€$/);
    await expect(main.getByText(/Prix public conseillé\s:\s25,90\s€/)).toBeVisible();
    const tiers = main.getByRole('list', { name: 'Prix dégressifs, à l’unité :' });
    await expect(tiers.getByRole('listitem')).toHaveText([
      /^1 unité\s: 22,90\s€$/,
      /^2 à 3 unités\s: 21,76\s€$/,
      /^à partir de 4 unités\s: 20,61\s€$/,
    ]);
    await expect(main.getByText('En stock', { exact: true })).toBeVisible();
    await expect(main.getByText('Boîte de 90 comprimés', { exact: true })).toBeVisible();
    await expect(main.getByText('72 g', { exact: true })).toBeVisible();

    const table = main.getByRole('table', {
      name: 'Analyse nutritionnelle pour la dose journalière',
    });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Nutriment',
      'Par dose journalière',
      '% VNR',
    ]);
    const magnesium = table.getByRole('row', { name: /Magnésium marin/ });
    await expect(magnesium.getByRole('rowheader')).toHaveText('Magnésium marin');
    await expect(magnesium.getByRole('cell')).toHaveText(['300 mg', /^80\s%$/]);
    // A number and its unit never part at a line's end: a no-break space joins them.
    await expect(magnesium.getByRole('cell').last()).toHaveText(/^80[\u00a0\u202f]%$/);
    await expect(main.getByText(/^72[\u00a0\u202f]g$/)).toBeVisible();

    // Canonical URLs are on the gateway's BASE_DOMAIN, localhost:{port} in these journeys
    // (playwright.config.ts), not on the 127.0.0.1 they browse.
    const origin = `http://localhost:${new URL(page.url()).port}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/fr/produit/${SLUG}`,
    );
    const products = (await structuredData(page)).filter((data) => data['@type'] === 'Product');
    expect(products).toHaveLength(1);
    const [product] = products;
    expect(product).toMatchObject({
      name: NAME,
      sku: expect.stringMatching(/^\d+$/) as unknown,
      brand: { name: 'Magnévie' },
      offers: {
        price: '22.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${origin}/fr/produit/${SLUG}`,
      },
      aggregateRating: { ratingValue: 3.7, reviewCount: 9 },
    });
    // Link previews draw no SVG: the preview is a JPEG rendition of the media.
    const image = product?.image?.[0] ?? '';
    expect(image).toMatch(new RegExp(`^${origin}/api/v1/media/products/[\\w-]+\\.jpeg\\?w=960$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
    const preview = await page.request.get(image);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/jpeg');

    // Two units: the stepper, then the button; the header counts them.
    const quantity = main.getByRole('spinbutton', { name: 'Quantité' });
    await expect(quantity).toHaveValue('1');
    await expect(main.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
    await main.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(quantity).toHaveValue('2');
    await main.getByRole('button', { name: 'Ajouter au panier' }).press('Enter');
    const status = main.getByRole('status').filter({ hasText: 'ajoutés au panier' });
    await expect(status).toContainText(`${NAME} : 2 articles ajoutés au panier.`);
    // The keyboard keeps its place: the focus stays on the button.
    await expect(main.getByRole('button', { name: 'Ajouter au panier' })).toBeFocused();
    await expect(status.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute(
      'href',
      '/fr/commande/panier',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Panier, 2 articles' }),
    ).toBeVisible();
    // The notice of the addition, with its link to the cart.
    await expectAccessible(page);

    // Adding again reads the cart first: the line grows, it is not replaced.
    await quantity.fill('1');
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Panier, 3 articles' }),
    ).toBeVisible();
  });

  test('leads to its questions, each answer opening under its question', async ({ page }) => {
    await page.goto(`/fr/produit/${SLUG}`);
    await page.getByRole('link', { name: 'Questions-réponses sur ce produit' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/produit/${SLUG}/questions-reponses$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      `Questions-réponses sur ${NAME}`,
    );
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: NAME })).toBeVisible();

    const answer = main.getByText('Nous conseillons une cure d’un à trois mois', { exact: false });
    await expect(answer).toBeHidden();
    await main.getByText('Combien de temps dure une cure ?').click();
    await expect(answer).toBeVisible();
    // An answer open: the tab as it loads is accessibility.spec.ts's.
    await expectAccessible(page);
  });

  test('leads to its reviews, sorted by note and paged', async ({ page }) => {
    await page.goto(`/fr/produit/${SLUG}`);
    await page.getByRole('link', { name: 'Avis des consommateurs (9)' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/produit/${SLUG}/avis$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      `Avis des consommateurs sur ${NAME}`,
    );
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.locator('span[aria-current="page"]')).toHaveText('Avis');
    await expect(main.getByText(/sur 9 avis/)).toBeVisible();
    const firstPage = main.getByRole('list', { name: 'Avis, page 1 sur 2' });
    await expect(firstPage.getByRole('listitem')).toHaveCount(5);

    // The highest note any review gave, from the summary's count per note.
    const counts = await main.getByText(/^\d étoiles?\s: \d+ avis$/).allTextContents();
    const highest = Math.max(
      ...counts.filter((text) => !text.includes(': 0 avis')).map((text) => Number(text[0])),
    );

    const sorted = page.waitForResponse((response) => response.url().includes('orderBy=note_desc'));
    await main.getByRole('combobox', { name: 'Trier par' }).selectOption('note_desc');
    await expect(page).toHaveURL(/[?&]sort=note_desc/);
    await sorted;
    // The list changes once the sorted page is shown: wait for the highest notes first.
    await expect
      .poll(async () => {
        const notes = await notesOf(firstPage);
        return notes.length === 5 && notes.every((note, i) => note <= (notes[i - 1] ?? note));
      })
      .toBe(true);
    const best = await notesOf(firstPage);
    expect(best[0]).toBe(highest);

    await main
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]sort=note_desc/);
    await expect(page).toHaveTitle(/^Avis sur .+ – page 2 \|/);
    const secondPage = main.getByRole('list', { name: 'Avis, page 2 sur 2' });
    await expect(secondPage.getByRole('listitem')).toHaveCount(4);
    const rest = await notesOf(secondPage);
    expect(Math.max(...rest)).toBeLessThanOrEqual(best[best.length - 1] ?? 0);
    await expect(main.getByRole('combobox', { name: 'Trier par' })).toHaveValue('note_desc');
    // Sorted and on its second page: the tab as it loads is accessibility.spec.ts's.
    await expectAccessible(page);
  });

  test('printed, the product sheet keeps its name and prices, without the buying form', async ({
    page,
  }) => {
    await page.goto(`/fr/produit/${SLUG}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(main.locator('.product-prices__price')).toHaveText(/^22,90\s€$/);
    await expect(main.getByText('En stock', { exact: true })).toBeVisible();
    // The quantity, its steppers, the cart button and the favourite heart cannot be used on paper.
    await expect(main.getByRole('spinbutton', { name: 'Quantité' })).toBeHidden();
    await expect(main.getByRole('button')).toHaveCount(0);
  });

  test('an address that names no product shows the 404 page', async ({ page }) => {
    await page.goto('/fr/produit/Pas-Un-Slug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await page.goto('/fr/produit/produit-qui-nexiste-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});
