import { useLingui } from '@lingui/react/macro';
import { describeError } from '@shop/i18n';
import type { CartNotice } from '../../shared/state';

/**
 * What the shop changed in the cart (SPEC.md §4 Cart, §8 "no longer available and removed",
 * "the cart was updated"), with the products it concerns, announced politely.
 */
export function CartNoticeBanner({ notice }: { notice: CartNotice }) {
  const { t } = useLingui();
  return (
    <div className="form-notice cart-notice" role="status">
      <p>{describeError(notice.code)}</p>
      {notice.productNames.length > 0 && (
        <>
          <p>{t`Produits concernés :`}</p>
          <ul>
            {notice.productNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
