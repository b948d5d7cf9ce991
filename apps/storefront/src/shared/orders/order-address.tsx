import type { Address } from '@shop/api-client';
import './orders.css';

/** A postal address of an order, as a letter would carry it. */
export function OrderAddress({ address }: { address: Address }) {
  const lines = [
    `${address.civility} ${address.firstname} ${address.lastname}`.trim(),
    address.address_line_1,
    address.address_line_2,
    address.address_line_3,
    `${address.zipcode} ${address.city}`,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="order-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
