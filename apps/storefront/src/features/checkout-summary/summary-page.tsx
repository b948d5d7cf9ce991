import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  addressesQueryOptions,
  carriersQueryOptions,
  cartQueryOptions,
  cartShippingQueryOptions,
  type Address,
} from '@shop/api-client';
import {
  contentSlug,
  deliveryMissing,
  formatFrenchPhone,
  RELAY_CARRIER,
  type CarrierCode,
} from '@shop/domain';
import { describeFieldError } from '@shop/i18n';
import { CheckboxField, FormAlert } from '@shop/ui';
import { AppLink } from '../../shared/routing';
import {
  cartAtom,
  type OrderDraft,
  orderDraftAtom,
  orderStepAtom,
  usableCartToken,
  useBrowserAtom,
  useBrowserAtomValue,
} from '../../shared/state';
import { AddressLines } from './address-lines';
import { SummaryCharges } from './summary-charges';
import './checkout-summary.css';

/** Route `order_summary___fr`: what will be charged, before the terms and the payment. */
export function SummaryPage() {
  const memory = useBrowserAtomValue(cartAtom);
  const draft = useBrowserAtomValue(orderDraftAtom);
  // The 3-day rule is judged when the page opens, not again at each render.
  const [openedAt] = useState(() => Date.now());
  const token = usableCartToken(memory, openedAt);
  if (token === null) return <Navigate to="/fr/commande/panier" replace />;
  if (draft === null || draft.cartToken !== token || deliveryMissing(draft).length > 0) {
    return <Navigate to="/fr/commande/livraison" replace />;
  }
  return <Summary token={token} draft={draft} />;
}

function Summary({ token, draft }: { token: string; draft: OrderDraft }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const setStep = useSetAtom(orderStepAtom);
  const [, setDraft] = useBrowserAtom(orderDraftAtom);
  const { cart } = useSuspenseQuery(cartQueryOptions(token, true)).data;
  const shipping = useSuspenseQuery(cartShippingQueryOptions(token, true)).data;
  const carriers = useSuspenseQuery(carriersQueryOptions()).data.items;
  const addresses = useSuspenseQuery(addressesQueryOptions()).data.items;
  const [attempt, setAttempt] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setStep(3);
    titleRef.current?.focus();
  }, [setStep]);

  const carrier = carriers.find((item) => item.code === draft.selectedCarrier);
  const shippingCost = shipping.costs[draft.selectedCarrier as CarrierCode];
  const byId = (id: number | null): Address | undefined =>
    addresses.find((address) => address.id === id);
  const delivery = byId(draft.selectedShippingAddress);
  const billing = byId(draft.selectedBillingAddress);
  if (carrier === undefined || shippingCost === undefined || !delivery || !billing) {
    // A choice the shop no longer offers (a carrier, a deleted address): choose again.
    return <Navigate to="/fr/commande/livraison" replace />;
  }

  const refused = attempt > 0 && !draft.salesConditionsAccepted;
  const termsError = refused ? describeFieldError({ key: 'sales_conditions_required' }) : null;

  function pay() {
    if (!draft.salesConditionsAccepted) {
      setAttempt((count) => count + 1);
      return;
    }
    void navigate({ to: '/fr/commande/paiement' });
  }

  const change = (what: string) => (
    <AppLink to="/fr/commande/livraison" className="summary-block__change">
      <Trans>
        Modifier<span className="visually-hidden"> {what}</span>
      </Trans>
    </AppLink>
  );

  return (
    <div className="page summary-page">
      <h1 ref={titleRef} tabIndex={-1}>
        {t`Récapitulatif de la commande`}
      </h1>
      <section className="summary-block" aria-labelledby="summary-charges-title">
        <h2 id="summary-charges-title">{t`Votre commande`}</h2>
        <SummaryCharges cart={cart} carrierLabel={carrier.label} shippingCost={shippingCost} />
      </section>
      <section className="summary-block" aria-labelledby="summary-delivery-title">
        <h2 id="summary-delivery-title">{t`Livraison`}</h2>
        <p>
          {t`Mode de livraison :`} <strong>{carrier.label}</strong>
        </p>
        {draft.selectedCarrier === RELAY_CARRIER && draft.selectedRelay && (
          <p>
            {t`Point relais :`} <strong>{draft.selectedRelay.name}</strong>
          </p>
        )}
        <p>
          {t`Mobile pour le suivi :`} <strong>{formatFrenchPhone(draft.phone)}</strong>
        </p>
        {change(t`la livraison`)}
      </section>
      <section className="summary-block" aria-labelledby="summary-addresses-title">
        <h2 id="summary-addresses-title">{t`Adresses`}</h2>
        <div className="summary-addresses">
          <div>
            <h3>{t`Adresse de livraison`}</h3>
            <AddressLines address={delivery} />
            {change(t`l’adresse de livraison`)}
          </div>
          <div>
            <h3>{t`Adresse de facturation`}</h3>
            <AddressLines address={billing} />
            {change(t`l’adresse de facturation`)}
          </div>
        </div>
      </section>
      <FormAlert message={termsError} attempt={attempt} />
      <CheckboxField
        name="sales-conditions"
        label={t`J’ai lu et j’accepte les conditions générales de vente`}
        hint={
          <AppLink
            to="/fr/$slug"
            params={{ slug: contentSlug('terms_of_sale___fr') }}
            target="_blank"
            rel="noopener"
          >
            {t`Lire les conditions générales de vente (nouvel onglet)`}
          </AppLink>
        }
        checked={draft.salesConditionsAccepted}
        onCheckedChange={(salesConditionsAccepted) =>
          setDraft((current) => (current ? { ...current, salesConditionsAccepted } : current))
        }
        error={termsError}
      />
      <div className="checkout-page__actions">
        <button type="button" className="button" onClick={pay}>
          {t`Passer au paiement`}
        </button>
      </div>
    </div>
  );
}
