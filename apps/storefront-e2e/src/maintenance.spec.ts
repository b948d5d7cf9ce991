import { SHOP_API } from './support/checkout.ts';
import { answerConsent } from './support/consent.ts';
import { expect, expectAccessible, test } from './support/test.ts';
import { PHONE } from './support/viewports.ts';

/**
 * Maintenance is switched on the running shop API (a test-only call, where an operator
 * would restart it with MAINTENANCE=on): any journey beside it would see the maintenance
 * page, so playwright.config.ts runs this one in a project of its own, after every other.
 */
async function setMaintenance(on: boolean) {
  const reply = await fetch(`${SHOP_API}/testing/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  });
  expect(reply.status).toBe(200);
}

test.afterEach(() => setMaintenance(false));

test('in maintenance the visitor sees the maintenance page; once it ends, « Réessayer » goes home', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await answerConsent(context, baseURL ?? '');
  await setMaintenance(true);
  await page.goto('/fr/');
  await expect(page).toHaveURL(/\/fr\/maintenance$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Boutique en maintenance' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Boutique en maintenance | Laboratoires Aubépine');
  await expectAccessible(page);

  // The same page on a phone (every other template is checked at both widths by
  // accessibility.spec.ts, which cannot put the shop in maintenance).
  const phone = await browser.newContext({ ...PHONE, baseURL });
  try {
    await answerConsent(phone, baseURL ?? '');
    const phonePage = await phone.newPage();
    await phonePage.goto('/fr/');
    await expect(phonePage).toHaveURL(/\/fr\/maintenance$/);
    await expect(
      phonePage.getByRole('heading', { level: 1, name: 'Boutique en maintenance' }),
    ).toBeVisible();
    await expectAccessible(phonePage);
  } finally {
    await phone.close();
  }

  await setMaintenance(false);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laboratoires Aubépine');
});
