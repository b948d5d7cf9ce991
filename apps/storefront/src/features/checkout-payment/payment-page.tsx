import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { orderStepAtom } from '../../shared/state';
import { PaymentChoice } from './payment-choice';
import { PaymentReturn } from './payment-return';
import './checkout-payment.css';

/** The checkout's payment step (SPEC.md §4: the order step 4). */
export const PAYMENT_STEP = 4;

/**
 * `/fr/commande/paiement` (SPEC.md §2 Checkout): the choice of a payment method, or, with
 * the provider's `token`, what became of the card payment. On the way back the cart is not
 * read again (SPEC.md §4 Cart): the payment's outcome says all there is to say.
 */
export function PaymentPage({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const setStep = useSetAtom(orderStepAtom);
  useEffect(() => setStep(PAYMENT_STEP), [setStep]);
  return (
    <div className="page payment-page">
      <h1>{t`Paiement`}</h1>
      {token === undefined ? <PaymentChoice /> : <PaymentReturn key={token} token={token} />}
    </div>
  );
}
