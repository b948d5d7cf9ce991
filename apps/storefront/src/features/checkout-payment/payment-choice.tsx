import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { paymentMethodsQueryOptions, type PaymentMethod } from '@shop/api-client';
import { CARD_PAYMENT_TIME_LIMIT_MS } from '@shop/domain';
import { FormAlert, RadioGroupField, SubmitButton } from '@shop/ui';
import { invalidFormFailure } from '../../shared/forms';
import { EmptyState } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import {
  cartAtom,
  type OrderDraft,
  orderDraftAtom,
  usableCartToken,
  useBrowserAtomValue,
} from '../../shared/state';
import { AlreadyPaidPanel } from './payment-outcome-panel';
import { usePayOrder } from './use-pay-order';

/** SPEC.md §9: the card payment's time limit. */
const limitMinutes = CARD_PAYMENT_TIME_LIMIT_MS / 60_000;

/** The draft of the cart in memory, if the checkout has one for it. */
function useCurrentDraft(): OrderDraft | null {
  const draft = useBrowserAtomValue(orderDraftAtom);
  const [now] = useState(Date.now);
  const token = usableCartToken(useBrowserAtomValue(cartAtom), now);
  return draft !== null && token !== null && draft.cartToken === token ? draft : null;
}

/** Without an order under way there is nothing to pay: back to the cart. */
export function PaymentChoice() {
  const { t } = useLingui();
  const draft = useCurrentDraft();
  if (draft === null) {
    return (
      <EmptyState title={t`Aucune commande n’est en cours de paiement.`}>
        <AppLink to="/fr/commande/panier">{t`Retour au panier`}</AppLink>
      </EmptyState>
    );
  }
  return <PaymentMethodForm draft={draft} />;
}

/** What happens once « Payer » is pressed, by the kind of method chosen. */
function MethodHelp({ method }: { method: PaymentMethod }) {
  const { t } = useLingui();
  const name = method.label;
  const help =
    method.kind === 'cheque'
      ? t`Votre commande sera préparée dès réception de votre chèque. Les instructions d’envoi vous sont données à l’étape suivante.`
      : method.kind === 'wallet'
        ? t`Vous allez être redirigé vers ${name} pour vous connecter et approuver le paiement. Vous disposez de ${limitMinutes} minutes pour payer.`
        : method.kind === 'mobile_wallet'
          ? t`Vous allez être redirigé vers ${name} pour confirmer le paiement. Vous disposez de ${limitMinutes} minutes pour payer.`
          : t`Vous allez être redirigé vers la page de paiement sécurisé de notre banque. Vous disposez de ${limitMinutes} minutes pour payer.`;
  return <p className="payment-form__help">{help}</p>;
}

/** Every method of `GET /payment` (SPEC.md §9: card brands, wallets, cheque), and « Payer ». */
function PaymentMethodForm({ draft }: { draft: OrderDraft }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(paymentMethodsQueryOptions());
  const methods = data.items;
  const setDraft = useSetAtom(orderDraftAtom);
  const payment = usePayOrder(draft);
  const chosen = methods.find((method) => method.code === draft.paymentBy) ?? null;

  if (payment.alreadyPaidOrderId !== null) {
    return <AlreadyPaidPanel orderId={payment.alreadyPaidOrderId} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) {
      payment.refuse(invalidFormFailure({ payment_method: { key: 'payment_method_required' } }));
      return;
    }
    payment.pay(chosen);
  };
  const fields = payment.failure?.fields ?? {};
  // Every missing piece but the method is chosen on the delivery step.
  const elsewhere = Object.entries(fields).filter(([field]) => field !== 'payment_method');

  return (
    <form className="form payment-form" noValidate onSubmit={onSubmit}>
      <FormAlert
        message={
          elsewhere.length > 0
            ? t`Il manque des informations à votre commande :`
            : (payment.failure?.message ?? null)
        }
        attempt={payment.attempt}
      >
        {elsewhere.length > 0 && (
          <>
            <ul>
              {elsewhere.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
            <p>
              <AppLink to="/fr/commande/livraison">{t`Revenir à l’étape de livraison`}</AppLink>
            </p>
          </>
        )}
      </FormAlert>
      <RadioGroupField
        legend={t`Moyen de paiement`}
        name="payment_method"
        required
        value={draft.paymentBy ?? ''}
        onValueChange={(code) =>
          setDraft((current) => (current === null ? current : { ...current, paymentBy: code }))
        }
        options={methods.map((method) => ({ value: method.code, label: method.label }))}
        error={fields.payment_method ?? null}
      />
      {chosen !== null && <MethodHelp method={chosen} />}
      <SubmitButton pending={payment.pending} pendingLabel={t`Paiement en cours…`}>
        {t`Payer`}
      </SubmitButton>
    </form>
  );
}
