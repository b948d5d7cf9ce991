/** The delivery and billing address the benchmarks' customers order to, as the SPA sends it. */
export const DELIVERY_ADDRESS = {
  label: 'Maison',
  civility: 'Madame',
  firstname: 'Élise',
  lastname: 'Fontaine',
  address_line_1: '5 rue Paul Bert',
  zipcode: '69003',
  city: 'Lyon',
  country: 'FR',
} as const;
