import { useLingui } from '@lingui/react/macro';
import type { CartDetail } from '@shop/api-client';
import { describeError } from '@shop/i18n';
import { AppLink } from '../../shared/routing';
import { CartCodes } from './cart-codes';
import { CartLineItem } from './cart-line-item';
import { CartEmpty } from './cart-empty';
import { CartTotals } from './cart-totals';
import { FirstOrderBanner } from './first-order-banner';
import { FreeDeliveryNudge } from './free-delivery-nudge';
import { useCartCodes } from './use-cart-codes';
import { useCartUpdates } from './use-cart-updates';

export interface CartContentProps {
  cached: CartDetail;
  cachedAt: number;
  loggedIn: boolean;
}

/** A cart with lines: each to change, the codes, the totals and the way to delivery. */
export function CartContent({ cached, cachedAt, loggedIn }: CartContentProps) {
  const { t } = useLingui();
  const updates = useCartUpdates(cached, cachedAt, loggedIn);
  const { detail, lines, busy } = updates;
  const codes = useCartCodes(detail, loggedIn);
  if (lines.length === 0) return <CartEmpty />;
  const discounted = new Set(detail.cart.discounted_products);
  const serverQuantity = (id: number, offered: boolean) =>
    detail.cart.list.find((line) => line.id === id && line.offered === offered)?.quantity;

  return (
    <div className="cart-page__layout">
      <section aria-labelledby="cart-lines-title" className="cart-page__lines">
        <h2 id="cart-lines-title" className="visually-hidden">{t`Articles`}</h2>
        {updates.errorCode && (
          <p role="alert" className="form-alert cart-page__error">
            {describeError(updates.errorCode)}
          </p>
        )}
        <ul className="cart-lines">
          {lines.map((line) => (
            <CartLineItem
              key={`${line.id}-${line.offered}`}
              line={line}
              discounted={discounted.has(line.id)}
              pending={serverQuantity(line.id, line.offered) !== line.quantity}
              onQuantity={(quantity) => updates.setQuantity(line.id, quantity)}
              onRemove={() => updates.remove(line.id)}
            />
          ))}
        </ul>
        {loggedIn && (
          <FirstOrderBanner
            cart={detail.cart}
            pending={codes.applyPromo.isPending}
            onApply={(code) => codes.applyPromo.mutate(code)}
          />
        )}
        <CartCodes detail={detail} codes={codes} />
      </section>
      <section aria-labelledby="cart-totals-title" className="cart-page__summary">
        <h2 id="cart-totals-title">{t`Récapitulatif`}</h2>
        <FreeDeliveryNudge amountWithTaxes={detail.cart.amount_with_taxes} />
        <CartTotals cart={detail.cart} busy={busy} />
        <AppLink to="/fr/commande/livraison" className="button cart-page__order">
          {t`Commander`}
        </AppLink>
      </section>
    </div>
  );
}
