import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { cardPaymentOutcomeQueryOptions, failureOf, type ApiFailure } from '@shop/api-client';
import { describeError } from '@shop/i18n';
import { AppLink } from '../../shared/routing';
import { orderDraftAtom, useBrowserAtomValue } from '../../shared/state';
import { AlreadyPaidPanel, FailedPaymentPanel } from './payment-outcome-panel';
import { outcomeView } from './payment-outcome';

/** What a failed read of the outcome says: a contract failure, no reply, or not known yet. */
function useFailure(error: unknown): ApiFailure | 'network' | null {
  const [read, setRead] = useState<{ error: unknown; failure: ApiFailure | 'network' | null }>();
  useEffect(() => {
    if (error === null) return;
    let current = true;
    void failureOf(error).then((failure) => {
      if (current) setRead({ error, failure });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return read !== undefined && read.error === error ? read.failure : null;
}

/**
 * Back from the provider's page: the shop settles the payment of `token` and says how it
 * ended. Accepted goes on to the confirmation; any other end is said here, the cart kept.
 */
export function PaymentReturn({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const draftOrderId = useBrowserAtomValue(orderDraftAtom)?.orderId ?? null;
  // The draft as it was on arrival: the confirmation clears it as the page is left.
  const [arrivalOrderId] = useState(draftOrderId);
  const query = useQuery(cardPaymentOutcomeQueryOptions(token));
  const view = query.data === undefined ? null : outcomeView(query.data, arrivalOrderId);
  const failure = useFailure(query.error);

  useEffect(() => {
    if (view?.kind !== 'confirmed') return;
    void navigate({
      to: '/fr/commande/confirmation',
      search: { order: view.orderId },
      replace: true,
    });
  }, [view?.kind, view?.orderId, navigate]);

  if (view?.kind === 'failed') return <FailedPaymentPanel errorCode={view.errorCode} />;
  if (view?.kind === 'already_paid') return <AlreadyPaidPanel orderId={view.orderId} />;
  if (query.isError && failure !== null) {
    const waiting =
      failure !== 'network' &&
      failure.status === 409 &&
      failure.code === 'payment_validation_failed';
    return (
      <div className="payment-outcome">
        <p className="form-alert form-alert__message" role="alert">
          {waiting
            ? t`La banque n’a pas encore confirmé votre paiement. Patientez quelques instants puis vérifiez à nouveau.`
            : failure === 'network'
              ? describeError('upstream_unavailable')
              : t`Ce paiement est introuvable. Revenez à votre panier pour payer votre commande.`}
        </p>
        <div className="payment-outcome__actions">
          <button
            type="button"
            className="button"
            aria-disabled={query.isFetching || undefined}
            onClick={() => {
              if (!query.isFetching) void query.refetch();
            }}
          >
            {query.isFetching ? t`Vérification…` : t`Vérifier à nouveau`}
          </button>
          <AppLink to="/fr/commande/panier" className="button button--secondary">
            {t`Retour au panier`}
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="payment-page__status">
      {t`Vérification de votre paiement…`}
    </p>
  );
}
