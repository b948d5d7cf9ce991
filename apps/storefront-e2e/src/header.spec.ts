import { holdPageScripts } from './support/held-scripts.ts';
import { logInThroughApi, signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test.describe('the header', () => {
  test('the first-order banner shows the code and stays closed for the visit', async ({ page }) => {
    await page.goto('/fr/');
    const header = page.getByRole('banner');
    const offer = header.getByText(/sur votre première commande avec le code/);
    // The code the cart accepts from a new customer (cart.spec.ts applies it).
    await expect(offer).toContainText('PREMIERE10');

    await header.getByRole('button', { name: 'Fermer le bandeau de l’offre de bienvenue' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(header.getByRole('link', { name: /^Panier/ })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('the cart says how many articles it holds', async ({ page }) => {
    await page.goto('/fr/');
    const cart = page.getByRole('banner').getByRole('link', { name: 'Panier, 0 article' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/fr/commande/panier');
  });

  test('a customer’s name, cart count and loading cart are in the page the server sends, before any script', async ({
    page,
  }) => {
    // An account of its own: a demo account's open cart is other journeys' too.
    const account = await signUpThroughApi(page, 'ssr-header');
    await page.goto('/fr/produit/magnesium-marin-90-comprimes');
    const main = page.getByRole('main');
    await main.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(main.getByRole('status').filter({ hasText: /ajoutés? au panier/ })).toBeVisible();
    const cart = page.getByRole('banner').getByRole('link', { name: /^Panier, / });
    const count = Number(
      /(\d+) articles?$/.exec((await cart.getAttribute('aria-label')) ?? '')?.[1],
    );
    expect(count).toBeGreaterThanOrEqual(2);

    // The HTML as the server sends it, with this browser's cookies: no script has run on it.
    const html = await (await page.request.get('/fr/produits')).text();
    const header = /<header class="site-header">.*?<\/header>/s.exec(html)?.[0] ?? '';
    // React writes the first and last names as two text nodes.
    for (const part of account.name.split(' ')) expect(header).toContain(part);
    expect(header).toContain(`aria-label="Panier, ${count} articles"`);

    // Hydrated over it, the page says the same (a hydration mismatch fails the journey).
    await page.goto('/fr/produits');
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Panier, ${count} articles` }),
    ).toBeVisible();

    // The cart lives in the browser's storage: the server draws it loading, never empty.
    const cartHtml = await (await page.request.get('/fr/commande/panier')).text();
    expect(cartHtml).toContain('Chargement de votre panier…');
    expect(cartHtml).not.toContain('Votre panier est vide.');
    await page.goto('/fr/commande/panier');
    await expect(
      page.getByRole('main').getByRole('spinbutton', { name: /^Quantité de Magnésium marin/ }),
    ).toHaveValue(String(count));
  });

  test('the search field shows its whole placeholder', async ({ page }, testInfo) => {
    await page.goto('/fr/');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    }
    const field = page.getByRole('combobox', { name: /^Rechercher/ });
    await expect(field).toBeVisible();
    const room = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { inner, text: context.measureText(input.placeholder).width };
    });
    expect(room.text).toBeGreaterThan(0);
    expect(room.inner).toBeGreaterThanOrEqual(room.text);
  });

  test('on a wide screen the header holds the contacts, the links and the navigation', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'below 1025 px these are in the burger menu: see the 390 px journey',
    );
    await page.goto('/fr/');
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: /Service client 04 78 60 12 34/ }),
    ).toHaveAttribute('href', 'tel:+33478601234');
    await expect(
      header.getByRole('link', { name: 'Espace professionnels de santé' }),
    ).toHaveAttribute('href', /^https?:\/\//);
    await expect(header.getByRole('link', { name: 'Trouver une pharmacie' })).toHaveAttribute(
      'href',
      '/fr/trouver-une-pharmacie',
    );
    await expect(header.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    await expect(header.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();

    const nav = header.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const toggle = nav.locator('button[aria-expanded]').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(submenu.getByRole('link').first()).toBeVisible();
    // A submenu open: the header as it loads is accessibility.spec.ts's.
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('at 390 px the burger menu holds the navigation, the links and customer service', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'desktop',
      'from 1025 px the header shows these itself: see the wide-screen journey',
    );
    await page.goto('/fr/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    const burger = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(panel.getByText(/Du lundi au vendredi/)).toBeVisible();
    await expect(panel.getByRole('link', { name: '04 78 60 12 34' })).toHaveAttribute(
      'href',
      'tel:+33478601234',
    );
    await expect(panel.getByRole('link', { name: 'Trouver une pharmacie' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Espace professionnels de santé' })).toBeVisible();
    await expect(panel.getByLabel('Pays')).toHaveValue('FR');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });

  test('on a phone the burger opens the menu before the page’s script has run', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'from 1025 px there is no burger');
    // The page's scripts are held: what the burger does now, HTML does alone.
    const release = await holdPageScripts(page);
    const loaded = page.goto('/fr/');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    // Hydrated, the script takes over the open menu.
    release();
    await loaded;
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });

  test('a customer opens their account menu and logs out', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/fr/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /Marie Durand/ });
    await expect(toggle).toContainText('Marie Durand');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveText([
      'Tableau de bord',
      'Informations personnelles',
      'Profil et abonnements',
      'Mes adresses',
      'Mes pharmacies favorites',
      'Mes commandes',
      'Mes produits favoris',
    ]);
    await expect(page.locator('body')).toHaveClass(/account-menu-open/);
    await expectAccessible(page, { overlayOpen: true });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/account-menu-open/);

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});
