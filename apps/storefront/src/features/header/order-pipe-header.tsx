import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';
import { SiteLogo } from './site-logo';
import './order-pipe-header.css';

/**
 * The checkout's header (SPEC.md §2 Layouts, order-pipe): the way back to the cart and the
 * logo, nothing else to leave by. The logo is not a link for the same reason.
 */
export function OrderPipeHeader() {
  return (
    <header className="order-pipe-header">
      <div className="order-pipe-header__inner">
        <SiteLogo asLink={false} />
        <AppLink to="/fr/commande/panier" className="order-pipe-header__back">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <Trans>Retour au panier</Trans>
        </AppLink>
      </div>
    </header>
  );
}
