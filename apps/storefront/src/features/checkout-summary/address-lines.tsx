import type { Address } from '@shop/api-client';

/** An address as a label reads it: name, street lines, postcode and commune. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <address className="summary-address">
      <span>
        {address.firstname} {address.lastname}
      </span>
      <span>{address.address_line_1}</span>
      {address.address_line_2 && <span>{address.address_line_2}</span>}
      {address.address_line_3 && <span>{address.address_line_3}</span>}
      <span>
        {address.zipcode} {address.city}
      </span>
    </address>
  );
}
