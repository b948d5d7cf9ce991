import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { holdPageScripts } from './support/held-scripts.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/**
 * Consent decides the third parties (SPEC.md §4, CNIL): the tag manager comes from the
 * vendor stub only after « Tout accepter », never after « Tout refuser ». Both projects
 * share the stub, so each test watches the requests of its own page.
 */
function watchVendorScripts(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === process.env.E2E_VENDOR_PORT) requested.push(url.pathname);
  });
  return requested;
}

function pageviews(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'pageview',
    ),
  );
}

/** Two pages: a full load of an unknown address, then the SPA's own way home. */
async function browseTwoPages(page: Page) {
  await page.goto('/fr/nimportequoi-inconnu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies', exact: true });

test.describe('consent to cookies', () => {
  test('the banner asks at the first visit without hiding the page or the skip link', async ({
    page,
  }) => {
    const requested = watchVendorScripts(page);
    await page.goto('/fr/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Personnaliser' })).toBeVisible();
    await expectAccessible(page);

    // Compact: at most ~40 % of the viewport, the rest of the page stays in reach.
    const box = await banner(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.height <= viewport.height * 0.4 + 1).toBe(true);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();

    // Only the vendor consent manager loads before an answer; never the tag manager.
    await expect.poll(() => requested).toContain('/consent.js');
    expect(requested).not.toContain('/gtm.js');
    expect(await pageviews(page)).toEqual([]);
  });

  test('Tab never leaves the control it reaches hidden behind the banner', async ({ page }) => {
    // WCAG 2.2 « Focus Not Obscured »: through the home page and its footer, each control
    // Tab reaches shows at least in part above the banner, sticky at the bottom.
    await page.goto('/fr/');
    await expect(banner(page)).toBeVisible();
    const hidden: string[] = [];
    const reached = new Set<string>();
    for (let stop = 0; stop < 120; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        const bar = document.querySelector('.consent-banner');
        if (!element || element === document.body || !bar) return null;
        const name = `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`;
        if (bar.contains(element)) return { name, inBanner: true, hidden: false };
        const box = element.getBoundingClientRect();
        const barTop = bar.getBoundingClientRect().top;
        return { name, inBanner: false, hidden: box.top >= barTop || box.bottom <= 0 };
      });
      if (!focused) continue;
      // Past the page, Tab comes to the banner's own controls: the page has been walked.
      if (focused.inBanner) break;
      reached.add(focused.name);
      if (focused.hidden) hidden.push(focused.name);
    }
    expect(reached.size).toBeGreaterThan(40);
    expect(hidden).toEqual([]);
  });

  test('the go-to-top button rises above the banner, and Tab within it scrolls nothing', async ({
    page,
  }) => {
    await page.goto('/fr/produits');
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1600));
    const goToTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
    await expect(goToTop).toBeVisible();
    const buttonBox = await goToTop.boundingBox();
    const bannerBox = await banner(page).boundingBox();
    expect(buttonBox && bannerBox && buttonBox.y + buttonBox.height <= bannerBox.y).toBe(true);

    // The scroll padding that keeps the page's controls above the banner is not for its own.
    await goToTop.focus();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'En savoir plus' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1600);
  });

  test('« Tout refuser »: no tag manager and no pageview, across reloads and pages', async ({
    page,
  }) => {
    const requested = watchVendorScripts(page);
    // The page's time flows as usual; the journey moves it on below.
    await page.clock.install();
    await page.goto('/fr/');
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // The survey prompt offers the survey once the banner is answered.
    const survey = page.getByRole('region', { name: 'Enquête de satisfaction' });
    await expect(survey).toBeVisible();
    await expectAccessible(page);
    await survey.getByRole('button', { name: 'Non merci' }).click();
    await expect(survey).toBeHidden();

    await browseTwoPages(page);
    // Whatever a consent would have started is due within two seconds: a pageview 250 ms
    // after the route change, the survey script a second after its consent (libs/domain
    // PAGEVIEW_DELAY_MS, SURVEY_SCRIPT_DELAY_MS). Their timers, had they been set, run here.
    await page.clock.runFor(2000);
    expect(await pageviews(page)).toEqual([]);
    await expect(page.locator('script[src$="/gtm.js"], script[src$="/survey.js"]')).toHaveCount(0);
    expect(requested).toContain('/consent.js');
    expect(requested).not.toContain('/gtm.js');
    expect(requested).not.toContain('/survey.js');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'survey_force_close')).toBeTruthy();
  });

  test('« Tout accepter »: the tag manager loads and each route change is a pageview', async ({
    page,
  }) => {
    const requested = watchVendorScripts(page);
    await page.goto('/fr/nimportequoi-inconnu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    expect(requested).not.toContain('/gtm.js');
    const tagManager = page.waitForRequest((request) => request.url().endsWith('/gtm.js'));
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await tagManager;
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer))
      .toContainEqual({ event: 'gtm-stub.loaded' });
    await expect
      .poll(() => pageviews(page))
      .toEqual([expect.objectContaining({ page_path: '/fr/nimportequoi-inconnu' })]);

    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect
      .poll(() => pageviews(page))
      .toEqual([
        expect.objectContaining({ page_path: '/fr/nimportequoi-inconnu' }),
        expect.objectContaining({ event: 'pageview', page_path: '/fr/' }),
      ]);
    // The survey purpose was granted too: its script follows a second later.
    await expect.poll(() => requested).toContain('/survey.js');
  });

  test('an answer given before the page’s script has run is recorded once it runs', async ({
    page,
    context,
  }) => {
    const consentCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value;
    const release = await holdPageScripts(page);
    const loaded = page.goto('/fr/');
    // The browser closes the banner itself, and keeps the answer for the script.
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    expect(await consentCookie()).toBeUndefined();

    release();
    await loaded;
    await expect
      .poll(async () => JSON.parse(decodeURIComponent((await consentCookie()) ?? 'null')))
      .toMatchObject({ v: 1, analytics: false, survey: false, youtube: false });
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('« Personnaliser » pressed before the page’s script has run opens the preferences', async ({
    page,
  }) => {
    const release = await holdPageScripts(page);
    const loaded = page.goto('/fr/');
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    release();
    await loaded;
    const preferences = page.getByRole('dialog', { name: 'Gérer mes cookies' });
    await expect(preferences).toBeVisible();
    // Not answered yet: closing the preferences leaves the banner asking.
    await preferences.getByRole('button', { name: 'Fermer les préférences de cookies' }).click();
    await expect(preferences).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  });

  test('« Gérer mes cookies » reopens the preferences, one switch per purpose', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gérer mes cookies' });
    await expect(dialog).toBeVisible();
    for (const name of ['Mesure d’audience', 'Enquêtes de satisfaction', 'Vidéos YouTube']) {
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }
    await expectAccessible(page);
    await dialog.getByRole('switch', { name: 'Vidéos YouTube' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();

    await page.getByRole('button', { name: 'Gérer mes cookies' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Vidéos YouTube' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Mesure d’audience' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('answerConsent (for the other journeys) leaves neither banner, prompt nor pop-in', async ({
  page,
  context,
  baseURL,
}) => {
  await answerConsent(context, baseURL ?? '');
  const requested = watchVendorScripts(page);
  await page.clock.install();
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Enquête de satisfaction' })).toBeHidden();
  expect(requested).not.toContain('/gtm.js');
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('dialog', { name: 'Restez informé de nos nouveautés' })).toBeHidden();
});
