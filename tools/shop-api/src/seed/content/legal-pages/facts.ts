import { CUSTOMER_SERVICE_EMAIL } from '../../../repositories/forms/customer-service';
import { CONTACT, GLOBAL_SETTINGS } from '../reference';
import { DEFAULT_SHOP } from '../../shop';

/**
 * Who is behind the shop, as the legal pages name them. The company is invented as the
 * shop is: its SIREN fails the Luhn check every real one passes, so it names no one; the
 * host, the mediator and the people are invented too, on reserved `.example` domains and
 * in the phone ranges ARCEP keeps for fiction (04 65 71…).
 */

function settingValue(code: string): string {
  const value = GLOBAL_SETTINGS.find((setting) => setting.code === code)?.values[0];
  if (value === undefined) throw new Error(`seed: the setting ${code} is missing`);
  return value;
}

/** The shop as customers know it: its name, its site and its customer service. */
export const SHOP = {
  name: DEFAULT_SHOP.name,
  url: DEFAULT_SHOP.url,
  domain: new URL(DEFAULT_SHOP.url).host,
  laboratory: CONTACT.laboratory.address,
  customerService: {
    phone: { display: settingValue('customer_service_phone'), link: CONTACT.laboratory.phone.link },
    hours: settingValue('customer_service_hours'),
    email: CUSTOMER_SERVICE_EMAIL,
  },
};

const SIREN = '842 613 508';

/** The company that publishes the site and sells its products. */
export const PUBLISHER = {
  company: 'Aubépine SAS',
  form: 'société par actions simplifiée au capital de 1 200 000 €',
  headquarters: CONTACT.headquarters.address,
  phone: CONTACT.headquarters.phone,
  rcs: `RCS Lyon ${SIREN}`,
  siret: `${SIREN} 00017`,
  /** FR, the key (12 + 3 × (SIREN mod 97)) mod 97, then the SIREN. */
  vat: `FR69 ${SIREN}`,
  ape: '1086Z, fabrication d’aliments homogénéisés et diététiques',
};

/** The publication director: the company's president. */
export const DIRECTOR = { name: 'Hélène Marchal', role: 'présidente d’Aubépine SAS' };

/** The host of the site and of its data. */
export const HOST = {
  company: 'Nébulis Hébergement SAS',
  street: '18 rue de la Soie',
  zipcode: '69100',
  city: 'Villeurbanne',
  phone: { display: '04 65 71 20 40', link: 'tel:+33465712040' },
  site: 'www.nebulis-hebergement.example',
  datacentres: 'Villeurbanne et Vénissieux (Rhône)',
};

/** The data protection officer, by post or by e-mail. */
export const DPO = {
  title: 'Délégué à la protection des données',
  email: 'dpo@aubepine.example',
};

/** The consumer mediator the company has joined (Code de la consommation, art. L612-1). */
export const MEDIATOR = {
  name: 'Médiation Conso Rhône-Alpes',
  street: '7 place des Célestins',
  zipcode: '69002',
  city: 'Lyon',
  site: 'www.mediation-conso-rhone-alpes.example',
};

/** « 12 rue des Tilleuls, 69007 Lyon » */
export function postalAddress(address: { street: string; zipcode: string; city: string }): string {
  return `${address.street}, ${address.zipcode} ${address.city}`;
}
