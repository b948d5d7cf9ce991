import {
  CARRIER_CODES,
  CIVILITIES,
  CORPORATE_SITE,
  COUNTRY_CODE,
  DELIVERY_DELAYS,
  SOLUTIONS_SITE,
  eurosToCents,
  type CarrierCode,
} from '@shop/domain';
import type { CountrySetting } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import {
  carriers,
  civilities,
  countrySettings,
  customerOrigins,
  paymentMethods,
  settings,
} from '../../db/schema';
import { FIRST_ORDER_CODE } from '../codes';
import { DEFAULT_SHOP } from '../shop';

/** The laboratory's contacts: invented addresses, numbers in a range no one is given. */
export const CONTACT: CountrySetting['contact'] = {
  laboratory: {
    address: {
      name: 'Laboratoires Aubépine',
      street: '12 rue des Tilleuls',
      zipcode: '69007',
      city: 'Lyon',
      country: 'France',
    },
    phone: { display: '04 78 60 12 34', link: 'tel:+33478601234' },
    fax: { display: '04 78 60 12 35', link: 'fax:+33478601235' },
  },
  headquarters: {
    address: {
      name: 'Aubépine SAS, siège social',
      street: '3 avenue des Érables',
      zipcode: '69130',
      city: 'Écully',
      country: 'France',
    },
    phone: { display: '04 78 33 20 00', link: 'tel:+33478332000' },
  },
};

/**
 * SPEC.md §3 lists nine codes and ten choices: "customer review" and "other website" both
 * come from a site that is not ours, so they share ASI; ACT is the foundation's actions.
 */
const ORIGINS = [
  { code: 'MED', label: 'Mon médecin' },
  { code: 'PHA', label: 'Mon pharmacien' },
  { code: 'APS', label: 'Un autre professionnel de santé' },
  { code: 'AMI', label: 'Un ami ou un proche' },
  { code: 'PRE', label: 'La presse' },
  { code: 'ACT', label: 'La Fondation Aubépine' },
  { code: 'SIP', label: 'Le site du laboratoire' },
  { code: 'ASI', label: 'Un avis de client' },
  { code: 'ASI', label: 'Un autre site internet' },
  { code: 'AUT', label: 'Autre' },
] as const;

const CIVILITY_SHORT: Record<(typeof CIVILITIES)[number], string> = {
  Madame: 'Mme',
  Monsieur: 'M.',
};

export const CARRIERS: Record<CarrierCode, { label: string; description: string; cost: number }> = {
  parcel: {
    label: 'Colissimo à domicile',
    description:
      'Livraison à domicile en 2 à 4 jours ouvrés, pour toute commande passée avant midi.',
    cost: 5.9,
  },
  relay: {
    label: 'Point relais',
    description:
      'Retrait en point relais sous 24 heures ouvrées, pour toute commande passée avant midi.',
    cost: 4.5,
  },
  express: {
    label: 'Chronopost à domicile',
    description:
      'Livraison express à domicile sous 24 heures ouvrées, pour toute commande passée avant midi.',
    cost: 12.9,
  },
};

export const PAYMENT_METHODS = [
  { code: 'cb', label: 'Carte Bancaire', kind: 'card' },
  { code: 'visa', label: 'Visa', kind: 'card' },
  { code: 'mastercard', label: 'Mastercard', kind: 'card' },
  { code: 'amex', label: 'American Express', kind: 'card' },
  { code: 'paypal', label: 'PayPal', kind: 'wallet' },
  { code: 'apple_pay', label: 'Apple Pay', kind: 'mobile_wallet' },
  { code: 'google_pay', label: 'Google Pay', kind: 'mobile_wallet' },
  { code: 'cheque', label: 'Chèque', kind: 'cheque' },
] as const;

/** The footer carousel's four healthy-eating messages (SPEC.md §9). */
const HEALTHY_EATING_MESSAGES = [
  'Pour votre santé, mangez au moins cinq fruits et légumes par jour.',
  'Pour votre santé, pratiquez une activité physique régulière.',
  'Pour votre santé, évitez de manger trop gras, trop sucré, trop salé.',
  'Pour votre santé, évitez de grignoter entre les repas.',
];

export const GLOBAL_SETTINGS: { code: string; values: string[] }[] = [
  { code: 'activate_popup', values: ['1'] },
  { code: 'header_menu', values: ['header'] },
  { code: 'footer_menu', values: ['footer'] },
  { code: 'terms_of_sale_page', values: ['cgv'] },
  { code: 'legal_notice_page', values: ['mentions-legales'] },
  { code: 'data_protection_page', values: ['protection-des-donnees'] },
  { code: 'online_help_page', values: ['votre-aide-en-ligne'] },
  { code: 'about_page', values: ['a-propos'] },
  { code: 'customer_service_phone', values: ['04 78 60 12 34', 'tel:+33478601234'] },
  {
    code: 'customer_service_hours',
    values: ['Du lundi au vendredi de 9h à 12h30 et de 14h à 18h'],
  },
  { code: 'first_order_discount_code', values: [FIRST_ORDER_CODE] },
  { code: 'healthy_eating_messages', values: HEALTHY_EATING_MESSAGES },
  {
    code: 'social_links',
    values: [
      'https://www.facebook.com/laboratoires.aubepine.example',
      'https://www.instagram.com/laboratoires.aubepine.example',
      'https://www.youtube.com/@laboratoires-aubepine-example',
    ],
  },
];

export async function seedReferenceData(db: ShopDatabase): Promise<void> {
  await db.insert(countrySettings).values({
    code: COUNTRY_CODE,
    label: 'France',
    url: DEFAULT_SHOP.url,
    proUrl: SOLUTIONS_SITE,
    corporateUrl: CORPORATE_SITE,
    contact: CONTACT,
  });
  await db.insert(settings).values(GLOBAL_SETTINGS);
  await db
    .insert(customerOrigins)
    .values(ORIGINS.map((origin, index) => ({ ...origin, id: index + 1, position: index })));
  await db.insert(civilities).values(
    CIVILITIES.map((label, index) => ({
      id: index + 1,
      label,
      short: CIVILITY_SHORT[label],
      position: index,
    })),
  );
  await db.insert(carriers).values(
    CARRIER_CODES.map((code, index) => ({
      id: index + 1,
      code,
      label: CARRIERS[code].label,
      description: CARRIERS[code].description,
      costCents: eurosToCents(CARRIERS[code].cost),
      delayMin: DELIVERY_DELAYS[code].min,
      delayMax: DELIVERY_DELAYS[code].max,
      delayUnit: DELIVERY_DELAYS[code].unit,
      position: index,
    })),
  );
  await db
    .insert(paymentMethods)
    .values(
      PAYMENT_METHODS.map((method, index) => ({ ...method, id: index + 1, position: index })),
    );
}
