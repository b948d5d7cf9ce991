import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { firstOrderDiscountQueryOptions, type Cart } from '@shop/api-client';

export interface FirstOrderBannerProps {
  cart: Cart;
  pending: boolean;
  onApply: (code: string) => void;
}

/**
 * The first-order discount for a logged-in customer who may still use it (SPEC.md §4 Cart),
 * with its code and a button to apply it; hidden once the code is on the cart.
 */
export function FirstOrderBanner({ cart, pending, onApply }: FirstOrderBannerProps) {
  const { t } = useLingui();
  const check = useQuery(firstOrderDiscountQueryOptions());
  const code = check.data?.is_available ? check.data.code : null;
  if (code === null || cart.discount_code === code) return null;
  return (
    <div className="cart-first-order">
      <p>{t`Première commande : 10 % de remise avec le code ${code}.`}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onApply(code);
        }}
      >
        {t`Appliquer le code ${code}`}
      </button>
    </div>
  );
}
