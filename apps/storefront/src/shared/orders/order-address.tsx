import type { Address } from '@shop/api-client';
import { postalLines } from '../addresses/postal-lines';
import './orders.css';

/** A postal address of an order, as a letter would carry it. */
export function OrderAddress({ address }: { address: Address }) {
  const lines = postalLines(address);
  return (
    <address className="order-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
