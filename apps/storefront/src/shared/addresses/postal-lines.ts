import type { Address } from '@shop/api-client';

/** An address as a letter carries it: name, street lines, postcode and town, blanks left out. */
export function postalLines(address: Address): string[] {
  return [
    `${address.civility} ${address.firstname} ${address.lastname}`.trim(),
    address.address_line_1,
    address.address_line_2,
    address.address_line_3,
    `${address.zipcode} ${address.city}`,
  ].filter((line): line is string => Boolean(line));
}
