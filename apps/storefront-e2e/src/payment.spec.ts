import { answerConsent } from './support/consent.ts';
import { mailsOf, theMail } from './support/mailbox.ts';
import {
  answer,
  choosePaymentMethod,
  confirmedOrderNumber,
  expectOrderInAccount,
  payByCard,
  PAID,
  PENDING,
  prepareCheckout,
  reachSandbox,
} from './support/checkout.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('an accepted card payment is confirmed, the cart is spent and the order is paid', async ({
  page,
}) => {
  const { productName, login } = await prepareCheckout(page);
  // The payment step with a method chosen, and the bank's page: checked here once.
  await choosePaymentMethod(page, 'Carte Bancaire');
  await expectAccessible(page);
  await payByCard(page);
  await expectAccessible(page);
  await answer(page, 'Accepter');
  const number = await confirmedOrderNumber(page);
  const main = page.getByRole('main');
  await expect(main).toContainText(PAID);
  // What was ordered, where it goes and what comes next.
  const items = main.getByRole('region', { name: 'Ce que vous avez commandé' });
  await expect(items.getByRole('row', { name: new RegExp(productName) })).toContainText('2');
  const delivery = main.getByRole('region', { name: 'Livraison' });
  await expect(delivery).toContainText('5 rue Paul Bert');
  await expect(delivery).toContainText('69003 Lyon');
  await expect(main.getByRole('region', { name: 'Et ensuite ?' })).toContainText(
    'Nous préparons votre colis',
  );
  await expect(page.getByRole('link', { name: 'Suivre ma commande' })).toBeVisible();
  await expectAccessible(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('shop.order-draft')))
    .toBe('null');
  const cart = await page.evaluate(() => localStorage.getItem('shop.cart'));
  expect(JSON.parse(cart ?? '{}')).toMatchObject({ token: null, articleCount: 0 });
  await expectOrderInAccount(page, number, PAID);

  // The confirmation by mail, with what was ordered.
  const mail = await theMail(login, 'order_confirmation');
  expect(mail.subject).toBe(`Confirmation de votre commande ${number}`);
  expect(mail.text).toContain(`2 × ${productName}`);
  expect(mail.text).toContain('est accepté');
});

const FAILURES = [
  { button: 'Refuser', message: 'Votre paiement a été refusé.' },
  { button: 'Annuler', message: 'Votre paiement a été annulé.' },
  { button: 'Échec 3-D Secure', message: 'L’authentification 3-D Secure de votre carte a échoué.' },
] as const;

for (const { button, message } of FAILURES) {
  test(`a card payment answered « ${button} » says so and keeps the cart`, async ({ page }) => {
    const { productName, login } = await prepareCheckout(page);
    await reachSandbox(page);
    await answer(page, button);
    await expect(page).toHaveURL(/\/fr\/commande\/paiement\?token=/);
    await expect(page.getByRole('alert')).toContainText(message);
    // A refusal is told by mail too; a cancellation is the customer's own doing.
    if (button === 'Annuler') {
      expect(await mailsOf(login, 'payment_failed')).toEqual([]);
    } else {
      expect((await theMail(login, 'payment_failed')).text).toContain('Reprendre ma commande');
    }
    await expect(page.getByRole('link', { name: 'Réessayer le paiement' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Retour au panier' }).click();
    await expect(page).toHaveURL(/\/fr\/commande\/panier$/);
    await expect(page.getByRole('main').getByRole('link', { name: productName })).toBeVisible();
  });
}

test('the return address of a paid order, opened again, says it is already paid', async ({
  page,
  context,
}) => {
  await prepareCheckout(page);
  const token = await reachSandbox(page);
  await answer(page, 'Accepter');
  await confirmedOrderNumber(page);

  const again = await context.newPage();
  await again.goto(`/fr/commande/paiement?token=${token}`);
  await expect(again.getByRole('alert')).toContainText('Cette commande a déjà été payée.');
  await expect(again.getByRole('link', { name: 'Voir ma commande' })).toBeVisible();
  await expectAccessible(again);
});

test('a cheque order is confirmed with where to send the cheque, pending payment', async ({
  page,
}) => {
  const { login } = await prepareCheckout(page);
  await choosePaymentMethod(page, 'Chèque');
  await page.getByRole('button', { name: 'Payer' }).click();
  const number = await confirmedOrderNumber(page);
  await expect(page.getByRole('main')).toContainText(PENDING);
  const cheque = page.getByRole('region', { name: 'Envoyer votre chèque' });
  await expect(cheque).toContainText('À l’ordre de');
  await expect(cheque).toContainText('Référence à inscrire au dos du chèque');
  await expect(cheque).toContainText('12 rue des Tilleuls');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Envoyer votre chèque' })).toBeVisible();
  await expectOrderInAccount(page, number, PENDING);
  // One confirmation by mail, however often the page is shown, with where the cheque goes.
  const mail = await theMail(login, 'order_confirmation');
  expect(mail.subject).toBe(`Confirmation de votre commande ${number}`);
  expect(mail.text).toContain('12 rue des Tilleuls');
});

test('a draft missing a piece is refused with what to complete on the delivery step', async ({
  page,
}) => {
  await prepareCheckout(page, { salesConditionsAccepted: false });
  await choosePaymentMethod(page, 'Chèque');
  await page.getByRole('button', { name: 'Payer' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Veuillez accepter les conditions générales de vente.');
  await expect(alert.getByRole('link', { name: 'Revenir à l’étape de livraison' })).toBeVisible();
  await expect(alert).toBeFocused();
  await expectAccessible(page);
});

test('after a refused card payment, paying again goes through', async ({ page }) => {
  await prepareCheckout(page);
  await reachSandbox(page);
  await answer(page, 'Refuser');
  await expect(page.getByRole('alert')).toContainText('Votre paiement a été refusé.');
  // A failed payment's panel, the same for a refusal, a cancellation and 3-D Secure.
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  // The method chosen the first time is kept.
  await expect(page.getByRole('radio', { name: 'Carte Bancaire' })).toBeChecked();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\//);
  await answer(page, 'Accepter');
  const number = await confirmedOrderNumber(page);
  await expect(page.getByRole('main')).toContainText(PAID);
  await expectOrderInAccount(page, number, PAID);
});

test('back from the bank before it answered, the page says so and checks again', async ({
  page,
}) => {
  await prepareCheckout(page);
  const token = await reachSandbox(page);
  await page.goto(`/fr/commande/paiement?token=${token}`);
  await expect(page.getByRole('alert')).toContainText(
    'La banque n’a pas encore confirmé votre paiement.',
  );
  await expectAccessible(page);

  // The bank answers meanwhile, as the sandbox page's form would.
  const answered = await page.request.post(`/api/v1/payment-sandbox/${token}`, {
    form: { outcome: 'accepted' },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
  await page.getByRole('button', { name: 'Vérifier à nouveau' }).click();
  await confirmedOrderNumber(page);
  await expect(page.getByRole('main')).toContainText(PAID);
});

test('the checkout error page says what to do, by the step that failed', async ({ page }) => {
  await page.goto('/fr/commande/erreur?reason=preparation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre commande n’a pas pu aboutir' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Le paiement n’a pas pu être préparé. Veuillez recommencer votre commande.',
  );
  await expect(page.getByRole('link', { name: 'Recommencer ma commande' })).toHaveAttribute(
    'href',
    '/fr/commande/panier',
  );

  await page.goto('/fr/commande/erreur?reason=validation');
  await expect(page.getByRole('alert')).toContainText('Veuillez contacter le service client.');
  await expect(page.getByRole('link', { name: 'Contacter le service client' })).toHaveAttribute(
    'href',
    '/fr/interlocuteur',
  );
});
