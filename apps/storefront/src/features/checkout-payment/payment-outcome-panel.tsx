import { useLingui } from '@lingui/react/macro';
import { describeError } from '@shop/i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from '../../shared/routing';
import { useHomePath } from '../../shared/site';

/** A payment's end that is not a confirmation: announced and focused, with the ways on. */
function OutcomePanel({ message, children }: { message: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div className="payment-outcome">
      <div ref={ref} className="form-alert" role="alert" tabIndex={-1}>
        <p className="form-alert__message">{message}</p>
      </div>
      <div className="payment-outcome__actions">{children}</div>
    </div>
  );
}

/**
 * A card payment that did not go through (refused, cancelled, 3-D Secure, expired): the
 * order waits for its payment and the cart is kept, so the customer may pay again.
 */
export function FailedPaymentPanel({ errorCode }: { errorCode: string }) {
  const { t } = useLingui();
  return (
    <OutcomePanel message={describeError(errorCode)}>
      <p>{t`Aucun montant n’a été débité. Votre panier est conservé.`}</p>
      <AppLink to="/fr/commande/paiement" className="button">
        {t`Réessayer le paiement`}
      </AppLink>
      <AppLink to="/fr/commande/panier" className="button button--secondary">
        {t`Retour au panier`}
      </AppLink>
    </OutcomePanel>
  );
}

/** The order was paid already: nothing more to pay, the order is in the account. */
export function AlreadyPaidPanel({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const home = useHomePath();
  return (
    <OutcomePanel message={describeError('order_already_paid')}>
      <AppLink to="/fr/mon-compte/commande/$id" params={{ id: orderId }} className="button">
        {t`Voir ma commande`}
      </AppLink>
      <AppLink to={home} className="button button--secondary">
        {t`Retour à la boutique`}
      </AppLink>
    </OutcomePanel>
  );
}
