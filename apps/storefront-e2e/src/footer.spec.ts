import type { Page } from '@playwright/test';
import { FREE_DELIVERY_THRESHOLD_CENTS } from '@shop/domain';
import { expect, expectAccessible, test } from './support/test.ts';

/**
 * The cookie banner, then the survey prompt, sit over the bottom of the page: the visitor
 * answers them first.
 */
/**
 * Answered from the keyboard: Playwright's click first scrolls the button into view as the
 * page's scroll padding under the bars asks (consent.css), which a pointer never does, and
 * the go-to-top journey below starts at the top of the page.
 */
async function answerCookieBanner(page: Page) {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (!(await refuse.isVisible())) return;
  await refuse.focus();
  await page.keyboard.press('Enter');
  const survey = page.getByRole('region', { name: 'Enquête de satisfaction' });
  await survey.getByRole('button', { name: 'Non merci' }).focus();
  await page.keyboard.press('Enter');
  await expect(survey).toBeHidden();
}

async function openHome(page: Page) {
  await page.goto('/fr/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await answerCookieBanner(page);
}

test.describe('the footer', () => {
  test('links the laboratory, help, legal and social pages, and its carousel can be paused', async ({
    page,
  }) => {
    await page.clock.install();
    await openHome(page);
    const footer = page.getByRole('contentinfo');

    await expect(
      footer.getByText(
        new RegExp(`^Livraison offerte dès ${FREE_DELIVERY_THRESHOLD_CENTS / 100}\\s€$`),
      ),
    ).toBeVisible();
    await expect(footer.getByText('Paiement sécurisé')).toBeVisible();

    const links = footer.getByRole('navigation', { name: 'Liens du pied de page' });
    for (const [name, href] of [
      ['À propos', '/fr/a-propos'],
      ['Actualités', '/fr/actualites'],
      ['Qualité et innovation', '/fr/qualite-innovations'],
      ['Qui peut vous conseiller ?', '/fr/interlocuteur'],
      ['Nous contacter', '/fr/contact'],
      ['Formulaire de rétractation', '/fr/retractation'],
      ['Votre aide en ligne', '/fr/votre-aide-en-ligne'],
      // From the back-office footer menu.
      ['Trouver une pharmacie', '/fr/trouver-une-pharmacie'],
    ] as const) {
      await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const legal = footer.getByRole('navigation', { name: 'Informations légales' });
    for (const [name, href] of [
      ['Conditions générales de vente', '/fr/cgv'],
      ['Mentions légales', '/fr/mentions-legales'],
      ['Protection des données', '/fr/protection-des-donnees'],
      ['Plan du site', '/fr/plan-du-site'],
    ] as const) {
      await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', new RegExp(network.toLowerCase()));
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    const carousel = footer.getByRole('region', { name: 'Conseils pour bien manger' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    // From here the page's time moves only when the journey says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const message = carousel.getByRole('group');
    const rankNow = async () => Number((await message.getAttribute('aria-label'))?.split(' ')[0]);
    const first = await rankNow();
    await page.clock.fastForward(2000);
    await expect(message).toHaveAccessibleName(`${(first % 4) + 1} sur 4`);
    // axe-core, below, waits on timers of its own.
    await page.clock.resume();

    const pause = carousel.getByRole('button', { name: 'Mettre en pause le défilement' });
    await pause.click();
    const play = carousel.getByRole('button', { name: 'Lancer le défilement' });
    await expect(play).toBeVisible();
    // Neither the pointer nor focus holds it now: only the pause button does.
    await play.evaluate((button) => button.blur());
    await page.mouse.move(1, 1);
    const paused = await message.textContent();
    await page.clock.fastForward(10_000);
    await expect(message).toHaveText(paused ?? '');
    await expectAccessible(page);

    const rank = await rankNow();
    await carousel.getByRole('button', { name: 'Message suivant' }).click();
    await expect(message).toHaveAccessibleName(`${(rank % 4) + 1} sur 4`);
    await play.click();
    await expect(pause).toBeVisible();
  });
});

test.describe('the newsletter pop-in', () => {
  test('opens after a minute, stays away once closed, and the footer button reopens it', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openHome(page);
    const popin = page.getByRole('dialog', { name: 'Restez informé de nos nouveautés' });
    await expect(popin).toBeHidden();

    await page.clock.fastForward(30_000);
    await expect(popin).toBeHidden();
    await page.clock.fastForward(30_000);
    await expect(popin).toBeVisible();
    await expect(popin.getByRole('link', { name: /^Je m’inscris/ })).toHaveAttribute(
      'href',
      '/fr/newsletter',
    );
    // Its 0.2 s fade-in runs on the real clock: axe measured the button's contrast halfway
    // once, on a loaded machine.
    await popin.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await expectAccessible(page);

    await popin.getByRole('button', { name: 'Fermer' }).click();
    await expect(popin).toBeHidden();
    // The dialog's close event, which remembers the choice, is queued after it hides.
    await expect
      .poll(async () =>
        (await context.cookies()).find((cookie) => cookie.name === 'newsletter_popin'),
      )
      .toMatchObject({ path: '/', sameSite: 'Lax' });

    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.clock.fastForward(120_000);
    await expect(popin).toBeHidden();

    const reopen = page.getByRole('button', { name: 'S’inscrire à la newsletter' });
    await reopen.click();
    await expect(popin).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popin).toBeHidden();
    await expect(reopen).toBeFocused();
  });

  test('in forced colours, its footer button and its link keep the edge of a button', async ({
    page,
  }) => {
    // A Windows contrast theme drops filled backgrounds: a drawn border is what is left.
    await page.emulateMedia({ forcedColors: 'active' });
    await openHome(page);
    const button = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'S’inscrire à la newsletter' });
    await button.click();
    const link = page
      .getByRole('dialog', { name: 'Restez informé de nos nouveautés' })
      .getByRole('link', { name: 'Je m’inscris à la newsletter' });
    await expect(link).toBeVisible();
    for (const control of [button, link]) {
      await expect(control).toHaveCSS('border-top-style', 'solid');
      await expect(control).not.toHaveCSS('border-top-width', '0px');
    }
  });
});

test.describe('going back to the top', () => {
  test('the button appears past 800 px, brings the page and the keyboard back to the top', async ({
    page,
  }) => {
    await openHome(page);
    const goToTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
    await expect(goToTop).toBeHidden();

    // The home page of the shell is still short; a page's content as long as a product list's.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')?.append(filler);
    });
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(goToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1600));
    await expect(goToTop).toBeVisible();
    await expectAccessible(page);

    await goToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(goToTop).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  });
});
