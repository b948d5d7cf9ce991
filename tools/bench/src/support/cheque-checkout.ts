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

/** `POST /cart/{token}/validate`'s body for a parcel to that address, paid by cheque. */
export const chequeValidation = (addressId: number) => ({
  carrier: 'parcel',
  shipping_address_id: addressId,
  billing_address_id: addressId,
  payment_method: 'cheque',
  phone: '0612345678',
  accept_terms: true,
});
