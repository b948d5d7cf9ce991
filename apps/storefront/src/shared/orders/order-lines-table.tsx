import { useLingui } from '@lingui/react/macro';
import type { OrderLine } from '@shop/api-client';
import { formatEuros } from '../catalogue';
import './orders.css';

/** The ordered items: one row each, with what was paid for them. */
export function OrderLinesTable({
  lines,
  number,
}: {
  lines: readonly OrderLine[];
  number: string;
}) {
  const { t } = useLingui();
  return (
    // The wrapper scrolls on a narrow phone rather than the whole page.
    <div className="order-lines" tabIndex={0} role="region" aria-label={t`Articles commandés`}>
      <table>
        <caption>{t`Articles de la commande ${number}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Produit`}</th>
            <th scope="col">{t`Quantité`}</th>
            <th scope="col">{t`Prix unitaire`}</th>
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.product_id ?? 'gone'}-${index}`}>
              <th scope="row">
                {line.name}
                {line.offered && <span className="order-lines__offered"> {t`(offert)`}</span>}
              </th>
              <td>{line.quantity}</td>
              <td>{formatEuros(line.unit_price)}</td>
              <td>{formatEuros(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
