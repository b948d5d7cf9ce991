import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { confirmedOrderNumber, PAID, prepareCheckout, reachSandbox } from './support/checkout.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/**
 * The 3-D Secure challenge: a test card that asks for it (the sandbox's
 * list, tools/shop-api/src/payment-sandbox/test-cards.ts) leads to the code to enter.
 */
const CHALLENGE_CARD = '4970 1000 0000 0030';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

/** The card that asks for 3-D Secure, up to the challenge; the code the sandbox shows. */
async function reachChallenge(page: Page): Promise<string> {
  await prepareCheckout(page);
  await reachSandbox(page);
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(CHALLENGE_CARD);
  await page.getByRole('button', { name: 'Payer avec cette carte' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentification 3-D Secure' }),
  ).toBeVisible();
  const code = (await page.locator('strong.code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code à usage unique' });

test('a card asking for 3-D Secure is paid with the right code', async ({ page }) => {
  const code = await reachChallenge(page);
  await expectAccessible(page);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await confirmedOrderNumber(page);
  await expect(page.getByRole('main')).toContainText(PAID);
});

test('a wrong 3-D Secure code is said with the tries left, the last one fails', async ({
  page,
}) => {
  const code = await reachChallenge(page);
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code incorrect. Il vous reste 2 essais.');
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code incorrect. Il vous reste 1 essai.');
  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/paiement\?token=/);
  await expect(page.getByRole('alert')).toContainText(
    'L’authentification 3-D Secure de votre carte a échoué.',
  );
  await expect(page.getByRole('link', { name: 'Réessayer le paiement' })).toBeVisible();
});
