import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  addressesQueryOptions,
  carriersQueryOptions,
  cartQueryOptions,
  cartShippingQueryOptions,
  loggedCustomerQueryOptions,
} from '@shop/api-client';
import { deliveryMissing, RELAY_CARRIER, type CheckoutRequirement } from '@shop/domain';
import { describeFieldError } from '@shop/i18n';
import { CheckboxField, FormAlert, TextField } from '@shop/ui';
import { cartAtom, orderStepAtom, usableCartToken, useBrowserAtomValue } from '../../shared/state';
import { AddressesSection } from './addresses-section';
import { CarrierChoice } from './carrier-choice';
import { RelayPicker } from './relay-picker';
import { useDeliveryDraft } from './use-delivery-draft';
import './checkout-delivery.css';

/** Route `order_shipping___fr`: the delivery step, for the cart the stored token names. */
export function DeliveryPage() {
  const memory = useBrowserAtomValue(cartAtom);
  // The 3-day rule is judged when the page opens, not again at each render.
  const [openedAt] = useState(() => Date.now());
  const token = usableCartToken(memory, openedAt);
  if (token === null) return <Navigate to="/fr/commande/panier" replace />;
  return <DeliveryStep token={token} />;
}

function DeliveryStep({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const setStep = useSetAtom(orderStepAtom);
  const carriers = useSuspenseQuery(carriersQueryOptions()).data.items;
  const addresses = useSuspenseQuery(addressesQueryOptions()).data.items;
  const { customer } = useSuspenseQuery(loggedCustomerQueryOptions()).data;
  const cart = useQuery(cartQueryOptions(token, true));
  const shipping = useQuery(cartShippingQueryOptions(token, true));
  const { draft, update } = useDeliveryDraft(token, {
    shippingAddress: addresses.find((address) => address.is_delivery_default)?.id ?? null,
    billingAddress: addresses.find((address) => address.is_invoice_default)?.id ?? null,
    mobile: customer.mobile ?? '',
  });
  const [attempt, setAttempt] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setStep(2);
    titleRef.current?.focus();
  }, [setStep]);

  const cartGone =
    cart.isError ||
    (cart.data !== undefined &&
      (cart.data.cart.list.length === 0 || cart.data.already_paid_order_id !== null));
  if (cartGone) return <Navigate to="/fr/commande/panier" replace />;

  // Once « Continuer » was refused, what is missing follows every change the customer makes.
  const missing = attempt > 0 ? deliveryMissing(draft) : [];
  const errorOf = (key: CheckoutRequirement) =>
    missing.includes(key) ? describeFieldError({ key }) : null;

  function proceed() {
    if (deliveryMissing(draft).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    void navigate({ to: '/fr/commande/recapitulatif' });
  }

  return (
    <div className="page checkout-page">
      <h1 ref={titleRef} tabIndex={-1}>
        {t`Livraison`}
      </h1>
      <FormAlert
        message={missing.length > 0 ? t`Il manque des informations pour continuer :` : null}
        attempt={attempt}
      >
        <ul>
          {missing.map((key) => (
            <li key={key}>{describeFieldError({ key })}</li>
          ))}
        </ul>
      </FormAlert>
      <AddressesSection
        addresses={addresses}
        shipping={draft.selectedShippingAddress}
        billing={draft.selectedBillingAddress}
        onChange={({ shipping: shippingId, billing }) =>
          update({ selectedShippingAddress: shippingId, selectedBillingAddress: billing })
        }
        errors={{
          shipping: errorOf('delivery_address_required'),
          billing: errorOf('billing_address_required'),
        }}
      />
      <section className="checkout-section" aria-labelledby="delivery-carrier-title">
        <h2 id="delivery-carrier-title">{t`Mode de livraison`}</h2>
        {shipping.isError && (
          <p role="alert">{t`Les frais de livraison n’ont pas pu être calculés.`}</p>
        )}
        <CarrierChoice
          carriers={carriers}
          shipping={shipping.data}
          value={draft.selectedCarrier}
          onChange={(code) => update({ selectedCarrier: code })}
          error={errorOf('carrier_required')}
        />
        {draft.selectedCarrier === RELAY_CARRIER && (
          <RelayPicker
            addressId={draft.selectedShippingAddress}
            chosen={draft.selectedRelay}
            onChoose={(relay) => update({ selectedRelay: relay })}
            error={errorOf('relay_point_required')}
          />
        )}
      </section>
      <section className="checkout-section" aria-labelledby="delivery-contact-title">
        <h2 id="delivery-contact-title">{t`Suivi de la livraison`}</h2>
        <TextField
          label={t`Téléphone mobile`}
          name="mobile"
          type="tel"
          autoComplete="tel"
          required
          hint={t`Le transporteur vous prévient par SMS. Par exemple : 06 12 34 56 78.`}
          value={draft.phone}
          onValueChange={(phone) => update({ phone })}
          error={errorOf('checkout_mobile_required')}
        />
        <CheckboxField
          label={t`Je souhaite recevoir la newsletter produits`}
          checked={draft.productNewsletterOptin}
          onCheckedChange={(productNewsletterOptin) => update({ productNewsletterOptin })}
        />
      </section>
      <div className="checkout-page__actions">
        <button type="button" className="button" onClick={proceed}>
          {t`Continuer`}
        </button>
      </div>
    </div>
  );
}
