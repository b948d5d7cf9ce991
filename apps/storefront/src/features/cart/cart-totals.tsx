import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@shop/api-client';
import { formatEuros } from '../../shared/catalogue';

/**
 * What the cart comes to (SPEC.md §3 cart payload), and the cheapest delivery (§4 Cart),
 * always as the server last computed it: never a sum made here.
 */
export function CartTotals({ cart, busy }: { cart: Cart; busy: boolean }) {
  const { t } = useLingui();
  const shipping = cart.shipping_estimate;
  return (
    // While changes are on their way the totals are the last ones the server gave: said busy.
    <dl className="cart-totals" aria-busy={busy || undefined}>
      <div>
        <dt>{t`Sous-total`}</dt>
        <dd>{formatEuros(cart.goods_amount)}</dd>
      </div>
      {cart.discounted_amount > 0 && (
        <div>
          <dt>{t`Remises`}</dt>
          <dd>−{formatEuros(cart.discounted_amount)}</dd>
        </div>
      )}
      <div>
        <dt>{t`Livraison estimée`}</dt>
        <dd>
          {shipping === null
            ? t`Calculée à l’étape suivante`
            : shipping === 0
              ? t`Offerte`
              : t`à partir de ${formatEuros(shipping)}`}
        </dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t`Total TTC (hors livraison)`}</dt>
        <dd>{formatEuros(cart.amount_with_taxes)}</dd>
      </div>
    </dl>
  );
}
