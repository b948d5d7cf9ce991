import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { expect, test } from './support/test.ts';
import { PHONE } from './support/viewports.ts';

/**
 * The first page of a visit is rendered by the server: a visitor without
 * JavaScript, and a crawler, reads every public page, follows its links and sees prices.
 * Forms need the script: their controls stay disabled and the page says why.
 */
const SLUG = 'magnesium-marin-90-comprimes';
const NAME = 'Magnésium marin 90 comprimés';
const PRICE = /\d+(?:,\d{2})?\u00a0€/;

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

/** The server knows no width: it draws the header's search both ways, and CSS shows one. */
function headerSearch(page: Page) {
  const header = page.getByRole('banner');
  return {
    header,
    // The field shown: the wide screens' one, or the phone's once its panel is open.
    field: header.getByRole('combobox', { name: /^Rechercher/ }),
    drawnFields: header.getByRole('combobox', { name: /^Rechercher/, includeHidden: true }),
    toggle: header.getByRole('button', { name: 'Ouvrir la recherche', includeHidden: true }),
  };
}

test('without JavaScript, a product page reads whole and its links lead on', async ({ page }) => {
  const response = await page.goto(`/fr/produit/${SLUG}`);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(main.getByText(PRICE).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NAME));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain(
    'Product',
  );
  // The form is drawn, and says by its state and the page's note that it needs the script.
  await expect(main.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  // Playwright's text matchers skip <noscript>: the note is read from the document.
  expect(await page.content()).toContain('<noscript>Activez JavaScript dans votre navigateur');

  // On a desktop screen, the field.
  const search = headerSearch(page);
  await expect(search.field).toBeVisible();
  await expect(search.toggle).toBeHidden();

  // The footer, drawn by the server and hydrated late, comes with its own stylesheet.
  await expect(page.getByRole('contentinfo')).toHaveCSS('border-top-style', 'solid');

  // A plain link, followed by the browser alone.
  await page
    .getByRole('navigation', { name: 'Fil d’Ariane' })
    .getByRole('link', { name: 'Produits' })
    .click();
  await expect(page).toHaveURL(/\/fr\/produits$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos produits');
  const firstCard = page.getByRole('main').getByRole('listitem').filter({ hasText: PRICE }).first();
  await expect(firstCard).toBeVisible();
  // Ticked or chosen here, a filter or a sort would show what the list never applied.
  await expect(page.getByRole('checkbox', { name: /^Vegan/ })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeDisabled();
});

/** Pages with controls that the script drives: favourites, filters, pop-ins, toggles. */
const PAGES_WITH_SCRIPTED_CONTROLS = [
  '/fr/',
  '/fr/produits',
  `/fr/produit/${SLUG}`,
  '/fr/connexion',
  '/fr/trouver-une-pharmacie',
];

/**
 * The names of the buttons shown and enabled that the browser alone cannot act on: a
 * form's submit button, a dialog's `commandfor` and a popover's target work without script.
 */
function buttonsThatNeedTheScript(page: Page) {
  return page.locator('button:visible').evaluateAll((buttons) =>
    (buttons as HTMLButtonElement[])
      .filter((button) => !button.disabled)
      .filter((button) => !button.hasAttribute('commandfor'))
      .filter((button) => !button.hasAttribute('popovertarget'))
      .filter((button) => !(button.form && button.type === 'submit'))
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
  );
}

test('without JavaScript, no button that needs the script is offered', async ({ page }) => {
  for (const path of PAGES_WITH_SCRIPTED_CONTROLS) {
    await page.goto(path);
    expect(await buttonsThatNeedTheScript(page), path).toEqual([]);
  }
});

test('without JavaScript, the header’s search and the results’ own find products', async ({
  page,
}) => {
  await page.goto('/fr/');
  const search = headerSearch(page);
  await search.field.fill('magnésium');
  await search.field.press('Enter');
  await expect(page).toHaveURL(/\/fr\/results\/-r--magn%C3%A9sium$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « magnésium »');
  await expect(main.getByRole('listitem').filter({ hasText: PRICE }).first()).toBeVisible();
  // A search is no page for a search engine to keep, whatever its text.
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', 'noindex');

  // Too short: the form again, with the rule as its error.
  const again = main.getByRole('searchbox', { name: 'Modifier la recherche' });
  await again.fill('ab');
  await again.press('Enter');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rechercher dans la boutique');
  const field = main.getByRole('searchbox', { name: 'Votre recherche' });
  await expect(field).toHaveAccessibleDescription(/^Votre recherche est trop courte/);
  await expect(robots).toHaveAttribute('content', 'noindex');
  await field.fill('sommeil');
  await main.getByRole('button', { name: 'Rechercher' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « sommeil »');
});

test('without JavaScript, the cookie banner closes', async ({ page, context }) => {
  // No script, no third party: the answer cannot be kept, but the banner gives the room back.
  await context.clearCookies({ name: 'consent' });
  await page.goto('/fr/');
  const banner = page.getByRole('dialog', { name: 'Cookies', exact: true });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toBeHidden();
});

test('without JavaScript, a missing product is a 404 page and an account page asks to log in', async ({
  page,
}) => {
  const missing = await page.goto('/fr/produit/produit-qui-n-existe-pas');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');

  await page.goto('/fr/mon-compte');
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=%2Ffr%2Fmon-compte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('without JavaScript, the header shows the search as the script will: a button', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const search = headerSearch(page);
    await expect(search.toggle).toBeVisible();
    // The fields the server drew, for wider screens and in the button's panel, are there
    // but hidden: the wide one, shown, covered the logo, which a press (tried, not made)
    // must reach.
    await expect(search.drawnFields).toHaveCount(2);
    await expect(search.field).toHaveCount(0);
    await search.header
      .getByRole('link', { name: /, accueil$/ })
      .click({ trial: true, timeout: 2_000 });

    // The button opens the panel and its close button shuts it, the browser alone.
    await search.toggle.click();
    await expect(search.field).toBeVisible();
    await search.header.getByRole('button', { name: 'Fermer la recherche' }).click();
    await expect(search.field).toBeHidden();

    await search.toggle.click();
    await search.field.fill('magnésium');
    await search.field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/results\/-r--magn%C3%A9sium$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Résultats pour « magnésium »',
    );
  });

  test('without JavaScript, no button that needs the script is offered', async ({ page }) => {
    for (const path of PAGES_WITH_SCRIPTED_CONTROLS) {
      await page.goto(path);
      expect(await buttonsThatNeedTheScript(page), path).toEqual([]);
    }
    // Nor in the menu's panel, which the browser opens.
    await page.goto('/fr/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await buttonsThatNeedTheScript(page)).toEqual([]);
  });

  test('without JavaScript, the burger opens the menu, whose links lead on', async ({ page }) => {
    await page.goto('/fr/');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await burger.click();
    await expect(panel.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await panel.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(panel).toBeHidden();

    await burger.click();
    await panel.getByRole('link', { name: 'Nos produits' }).click();
    await expect(page).toHaveURL(/\/fr\/produits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos produits');
  });
});

/**
 * Flags that give the page a width between 1,024 and 1,025 CSS px, as a window zoomed to
 * 110 % can have. The window size that gives it depends on the Chromium build (the
 * journeys' headless shell, or the full browser with CHROMIUM_PATH): both are tried.
 */
const ZOOMED_WINDOWS = [1024, 1023].map((width) => [
  '--force-device-scale-factor=1.1',
  `--window-size=${width},900`,
]);

test('without JavaScript, a window between the phone and desktop widths shows one search', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  for (const flags of ZOOMED_WINDOWS) {
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), ...flags],
    });
    try {
      const context = await browser.newContext({ viewport: null, javaScriptEnabled: false });
      await answerConsent(context, baseURL ?? '');
      const page = await context.newPage();
      await page.goto(`${baseURL}/fr/`);
      const width = await page.evaluate(() => window.visualViewport?.width ?? 0);
      if (width <= 1024 || width >= 1025) continue;
      // Below 1,025 px the header is the phone's: the button, not the field.
      const search = headerSearch(page);
      await expect(search.toggle).toBeVisible();
      await expect(search.field).toBeHidden();
      return;
    } finally {
      await browser.close();
    }
  }
  throw new Error('no window size gave a page between 1,024 and 1,025 px wide');
});
