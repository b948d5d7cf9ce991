import type { Locator, Page } from '@playwright/test';
import { WITH_TOKEN } from './support/api.ts';
import { answerConsent } from './support/consent.ts';
import { signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const INVOICE_BADGE = 'Adresse de facturation par défaut';
const DELIVERY_BADGE = 'Adresse de livraison par défaut';

interface NewAddress {
  label: string;
  line1: string;
  zipcode: string;
  city: string;
  /** The postcode has several communes: the city is picked, not preselected. */
  choose?: boolean;
}

function addressList(page: Page) {
  return page.getByRole('list', { name: 'Mes adresses' });
}

function card(page: Page, label: string): Locator {
  return addressList(page).getByRole('article', { name: label, exact: true });
}

/** Fills the open form; the city comes from the postcode's lookup. */
async function fillAddress(page: Page, address: NewAddress) {
  await page.getByRole('textbox', { name: /^Nom de l’adresse/ }).fill(address.label);
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Élise');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Fontaine');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill(address.line1);
  await page.getByRole('textbox', { name: /^Code postal/ }).fill(address.zipcode);
  const city = page.getByRole('combobox', { name: /^Ville/ });
  if (address.choose) {
    await expect(city.getByRole('option', { name: address.city })).toBeAttached();
    await expect(city).toHaveValue('');
    await city.selectOption(address.city);
  }
  await expect(city).toHaveValue(address.city);
}

/**
 * An address made through the API, as the form would save it: the customer's first one
 * becomes both defaults (the shop's rule), a later one only what `defaults` says.
 */
async function addressThroughApi(
  page: Page,
  address: NewAddress,
  defaults: { is_invoice_default?: boolean; is_delivery_default?: boolean } = {},
) {
  const reply = await page.request.post('/api/v1/address', {
    headers: WITH_TOKEN,
    data: {
      address: {
        label: address.label,
        civility: 'Madame',
        firstname: 'Élise',
        lastname: 'Fontaine',
        address_line_1: address.line1,
        zipcode: address.zipcode,
        city: address.city,
        country: 'FR',
        ...defaults,
      },
    },
  });
  expect(reply.status()).toBeLessThan(300);
}

async function expectBadges(page: Page, label: string, badges: string[]) {
  const items = card(page, label).getByRole('listitem');
  if (badges.length === 0) await expect(items).toHaveCount(0);
  else await expect(items).toHaveText(badges);
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

const MAISON: NewAddress = {
  label: 'Maison',
  line1: '12 rue de la République',
  zipcode: '69003',
  city: 'Lyon',
};
const BUREAU: NewAddress = {
  label: 'Bureau',
  line1: '3 rue Général de Gaulle',
  zipcode: '69530',
  city: 'Brignais',
};

function addButton(page: Page) {
  return page.getByRole('button', { name: 'Ajouter une adresse' });
}

/*
 * The addresses journey in three parts, each from a state made through the API: the form
 * and a first address; a second address, renamed and made the delivery default; the
 * deletions, refused then accepted.
 */

test('my addresses: the form opens, says what is wrong, and saves a first address as both defaults', async ({
  page,
}) => {
  await signUpThroughApi(page, 'addresses');
  await page.goto('/fr/mon-compte/adresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Vous n’avez pas encore enregistré d’adresse.')).toBeVisible();

  // Cancel gives the focus back to the button that opened the form.
  const add = addButton(page);
  await add.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ajouter une adresse' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(add).toBeFocused();

  // First address: a too-long line, then an unknown postcode, before a valid one.
  await add.click();
  const line1 = page.getByRole('textbox', { name: 'Adresse', exact: true });
  await line1.fill('12 avenue du Maréchal de Lattre de Tassigny');
  await expect(line1).toHaveValue('12 avenue du Maréchal de Lattre de ');
  await expect(page.getByText('Ce champ ne peut contenir que 35 caractères.')).toBeVisible();
  const zipcode = page.getByRole('textbox', { name: /^Code postal/ });
  await zipcode.fill('99999');
  const zipcodeMessage =
    'Ce code postal n’est pas reconnu : nous livrons en France métropolitaine uniquement.';
  await expect(page.getByText(zipcodeMessage)).toBeVisible();
  await expect(zipcode).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAccessible(page);

  await fillAddress(page, MAISON);
  await expect(page.getByText(zipcodeMessage)).toBeHidden();
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adresse enregistrée.' })).toBeFocused();
  await expect(addressList(page).getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Maison')).toContainText('69003 Lyon');
  await expectBadges(page, 'Maison', [INVOICE_BADGE, DELIVERY_BADGE]);
  await expectAccessible(page);
});

test('my addresses: a second address by its commune, renamed, then made the delivery default', async ({
  page,
}) => {
  await signUpThroughApi(page, 'addresses');
  await addressThroughApi(page, MAISON);
  await page.goto('/fr/mon-compte/adresses');
  await expect(card(page, 'Maison')).toContainText('69003 Lyon');

  // Second address: its postcode has several communes, one is picked.
  await addButton(page).click();
  await fillAddress(page, { ...BUREAU, label: 'Travail', choose: true });
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adresse enregistrée.' })).toBeFocused();
  await expect(card(page, 'Travail')).toContainText('69530 Brignais');
  await expectBadges(page, 'Travail', []);
  await expectBadges(page, 'Maison', [INVOICE_BADGE, DELIVERY_BADGE]);

  // Edit the second's label.
  await card(page, 'Travail').getByRole('button', { name: 'Modifier l’adresse Travail' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Modifier l’adresse « Travail »' }),
  ).toBeFocused();
  await expect(page.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Brignais');
  await page.getByRole('textbox', { name: /^Nom de l’adresse/ }).fill('Bureau');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adresse enregistrée.' })).toBeFocused();
  await expect(card(page, 'Bureau')).toContainText('3 rue Général de Gaulle');
  await expect(card(page, 'Travail')).toHaveCount(0);

  // The delivery default moves to the second address.
  await card(page, 'Bureau')
    .getByRole('button', { name: 'Définir comme adresse de livraison par défaut : Bureau' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Votre adresse de livraison par défaut a été modifiée.' }),
  ).toBeFocused();
  await expectBadges(page, 'Bureau', [DELIVERY_BADGE]);
  await expectBadges(page, 'Maison', [INVOICE_BADGE]);
  await expectAccessible(page);
});

test('my addresses: a default’s deletion is refused, another’s goes after a cancel', async ({
  page,
}) => {
  await signUpThroughApi(page, 'addresses');
  await addressThroughApi(page, MAISON);
  await addressThroughApi(page, BUREAU, { is_delivery_default: true });
  await page.goto('/fr/mon-compte/adresses');
  await expectBadges(page, 'Maison', [INVOICE_BADGE]);
  await expectBadges(page, 'Bureau', [DELIVERY_BADGE]);

  // The first is still the billing default: its deletion is refused.
  await card(page, 'Maison').getByRole('button', { name: 'Supprimer l’adresse Maison' }).click();
  const confirmation = card(page, 'Maison').getByRole('group', {
    name: 'Confirmer la suppression',
  });
  await expect(confirmation).toBeFocused();
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Oui, supprimer' }).click();
  const refusal = card(page, 'Maison').getByRole('alert');
  await expect(refusal).toHaveText(
    'Cette adresse ne peut pas être supprimée : c’est votre adresse de facturation ou de livraison par défaut.',
  );
  await expect(refusal).toBeFocused();
  await expect(card(page, 'Maison')).toBeVisible();
  await expectAccessible(page);

  // A third address, no default, is deleted; cancelling first keeps it.
  await addButton(page).click();
  await fillAddress(page, {
    label: 'Vacances',
    line1: '8 place Bellecour',
    zipcode: '69003',
    city: 'Lyon',
  });
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(card(page, 'Vacances')).toBeVisible();
  await expectBadges(page, 'Vacances', []);
  const deleteThird = card(page, 'Vacances').getByRole('button', {
    name: 'Supprimer l’adresse Vacances',
  });
  await deleteThird.click();
  await card(page, 'Vacances').getByRole('button', { name: 'Annuler' }).click();
  await expect(deleteThird).toBeFocused();
  await deleteThird.click();
  await card(page, 'Vacances').getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adresse supprimée.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeFocused();
  await expect(card(page, 'Vacances')).toHaveCount(0);
  await expect(addressList(page).getByRole('article')).toHaveCount(2);
  await expectBadges(page, 'Maison', [INVOICE_BADGE]);
  await expectBadges(page, 'Bureau', [DELIVERY_BADGE]);

  // What the list shows is what the shop keeps.
  await page.reload();
  await expect(addressList(page).getByRole('article')).toHaveCount(2);
  await expectBadges(page, 'Bureau', [DELIVERY_BADGE]);
});
