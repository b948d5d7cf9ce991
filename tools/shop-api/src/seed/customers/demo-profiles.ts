import type { addresses, customers } from '../../db/schema';

/**
 * What the seed gives each demo account besides its login (demo-accounts.ts): birthday,
 * phones, origin, opt-ins and addresses. Phone numbers are in the ranges ARCEP reserves for
 * fiction (01 99 00…, 06 39 98…); the postcodes are real communes, so the coordinates call
 * finds them.
 */

type ProfileColumns = Pick<
  typeof customers.$inferInsert,
  | 'birthday'
  | 'phone'
  | 'mobile'
  | 'origin'
  | 'optinHealthNewsletter'
  | 'optinProductNewsletter'
  | 'optinSms'
  | 'optinDietNewsletter'
  | 'optinFoundation'
>;

type AddressColumns = Omit<
  typeof addresses.$inferInsert,
  'id' | 'customerId' | 'civility' | 'firstname' | 'lastname' | 'lat' | 'lon' | 'createdAt'
>;

export interface DemoProfile extends ProfileColumns {
  /** The first is the default billing and shipping address. */
  addresses: readonly AddressColumns[];
}

export const DEMO_PROFILES: Readonly<Record<string, DemoProfile>> = {
  // Marie Durand: two addresses, several newsletters, past orders (seeded by orders.ts).
  C100001: {
    birthday: '1978-04-12',
    phone: '0199001234',
    mobile: '0639980001',
    origin: 'PHA',
    optinHealthNewsletter: true,
    optinProductNewsletter: true,
    optinSms: true,
    optinDietNewsletter: false,
    optinFoundation: false,
    addresses: [
      {
        label: 'Domicile',
        address1: '12 rue des Lilas',
        address2: 'Bâtiment B',
        zipcode: '33000',
        city: 'Bordeaux',
        country: 'FR',
        mobile: '0639980001',
        deliveryInformation: 'Code porte 4512',
        isInvoiceDefault: true,
        isDeliveryDefault: true,
      },
      {
        label: 'Bureau',
        address1: "45 cours de l'Intendance",
        zipcode: '33000',
        city: 'Bordeaux',
        country: 'FR',
        phone: '0199001235',
      },
    ],
  },
  C100002: {
    birthday: '1965-09-03',
    phone: null,
    mobile: '0639980002',
    origin: 'MED',
    optinHealthNewsletter: false,
    optinProductNewsletter: true,
    optinSms: false,
    optinDietNewsletter: false,
    optinFoundation: false,
    addresses: [
      {
        label: 'Maison',
        address1: '8 place du Commerce',
        zipcode: '44000',
        city: 'Nantes',
        country: 'FR',
        mobile: '0639980002',
        isInvoiceDefault: true,
        isDeliveryDefault: true,
      },
      {
        label: 'Chez mes parents',
        address1: '3 rue de la Paix',
        zipcode: '35000',
        city: 'Rennes',
        country: 'FR',
      },
    ],
  },
  // Camille Moreau: no order yet, one address.
  C100003: {
    birthday: '1992-12-21',
    phone: null,
    mobile: '0639980003',
    origin: 'AMI',
    optinHealthNewsletter: true,
    optinProductNewsletter: false,
    optinSms: false,
    optinDietNewsletter: true,
    optinFoundation: true,
    addresses: [
      {
        label: 'Appartement',
        address1: '27 avenue des Vosges',
        address2: '3e étage gauche',
        zipcode: '67000',
        city: 'Strasbourg',
        country: 'FR',
        mobile: '0639980003',
        isInvoiceDefault: true,
        isDeliveryDefault: true,
      },
    ],
  },
};
