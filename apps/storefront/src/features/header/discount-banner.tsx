import { Trans, useLingui } from '@lingui/react/macro';
import { FIRST_ORDER_DISCOUNT_PERCENT } from '@shop/domain';
import { useSetting } from '../../shared/site';
import { authProfileAtom, useBrowserAtom, useBrowserAtomValue } from '../../shared/state';
import { discountBannerClosedAtom } from './discount-banner-atom';
import './discount-banner.css';

/**
 * The closable first-order offer (SPEC.md §1, §9): the code of the setting
 * `first_order_discount_code`. Not shown to a customer known to have ordered already.
 * `onClosed` lets the header put the focus somewhere sensible once the button is gone.
 */
export function DiscountBanner({ onClosed }: { onClosed: () => void }) {
  const { t } = useLingui();
  const code = useSetting('first_order_discount_code');
  const [closed, setClosed] = useBrowserAtom(discountBannerClosedAtom);
  const profile = useBrowserAtomValue(authProfileAtom);
  if (!code || closed || profile?.customer.first_order === false) return null;

  const percent = FIRST_ORDER_DISCOUNT_PERCENT;
  return (
    <div className="discount-banner">
      <p className="discount-banner__text">
        <Trans>
          -{percent} % sur votre première commande avec le code{' '}
          <strong className="discount-banner__code">{code}</strong>
        </Trans>
      </p>
      <button
        type="button"
        className="discount-banner__close script-only"
        aria-label={t`Fermer le bandeau de l’offre de bienvenue`}
        onClick={() => {
          setClosed(true);
          onClosed();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
