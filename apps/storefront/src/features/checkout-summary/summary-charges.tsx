import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@shop/api-client';
import { centsToEuros, eurosToCents } from '@shop/domain';
import { formatEuros } from '../../shared/catalogue';

export interface SummaryChargesProps {
  cart: Cart;
  carrierLabel: string;
  /** The chosen carrier's cost for this cart, after the shipping rules. */
  shippingCost: number;
}

/** Everything that will be charged: the lines, the discounts, the delivery and the total. */
export function SummaryCharges({ cart, carrierLabel, shippingCost }: SummaryChargesProps) {
  const { t } = useLingui();
  // Summed in cents (libs/domain's crossing helpers), so no binary fraction is left behind.
  const total = centsToEuros(eurosToCents(cart.amount_with_taxes) + eurosToCents(shippingCost));
  return (
    <>
      <table className="summary-lines">
        <caption className="visually-hidden">{t`Articles de la commande`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Produit`}</th>
            <th scope="col">{t`Quantité`}</th>
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {cart.list.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <td>{line.quantity}</td>
              <td>{line.offered ? t`Offert` : formatEuros(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="summary-totals">
        <div>
          <dt>{t`Articles`}</dt>
          <dd>{formatEuros(cart.goods_amount)}</dd>
        </div>
        {cart.discounted_amount > 0 && (
          <div>
            <dt>{t`Remises`}</dt>
            <dd>−{formatEuros(cart.discounted_amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Livraison (${carrierLabel})`}</dt>
          <dd>{shippingCost === 0 ? t`Offerte` : formatEuros(shippingCost)}</dd>
        </div>
        <div className="summary-totals__total">
          <dt>{t`Total TTC`}</dt>
          <dd>{formatEuros(total)}</dd>
        </div>
        <div>
          <dt>{t`Dont TVA sur les articles`}</dt>
          <dd>{formatEuros(cart.taxes)}</dd>
        </div>
      </dl>
    </>
  );
}
