import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { Address } from '@shop/api-client';
import { CheckboxField } from '@shop/ui';
import { AddressForm } from '../../shared/addresses';
import { AddressChoice } from './address-choice';

export interface AddressesSectionProps {
  addresses: readonly Address[];
  shipping: number | null;
  billing: number | null;
  onChange: (choice: { shipping: number | null; billing: number | null }) => void;
  errors: { shipping: string | null; billing: string | null };
}

/**
 * Where to deliver and whom to bill, among the customer's addresses, or a new one. The
 * bill goes to the delivery address unless the customer says otherwise.
 */
export function AddressesSection({
  addresses,
  shipping,
  billing,
  onChange,
  errors,
}: AddressesSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [sameBilling, setSameBilling] = useState(billing === null || billing === shipping);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  function chooseShipping(id: number) {
    onChange({ shipping: id, billing: sameBilling ? id : billing });
  }

  function closeForm() {
    setAdding(false);
    // Back where the form was opened, once the button is there again.
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <section className="checkout-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Adresses`}</h2>
      <AddressChoice
        legend={t`Adresse de livraison`}
        name="shipping-address"
        addresses={addresses}
        value={shipping}
        onChange={chooseShipping}
        error={errors.shipping}
      />
      {adding ? (
        <AddressForm
          address={null}
          isFirst={addresses.length === 0}
          headingLevel={3}
          onSaved={(id) => {
            chooseShipping(id);
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          onClick={() => setAdding(true)}
        >
          {t`Ajouter une adresse`}
        </button>
      )}
      <CheckboxField
        label={t`Utiliser l’adresse de livraison pour la facturation`}
        checked={sameBilling}
        onCheckedChange={(checked) => {
          setSameBilling(checked);
          if (checked) onChange({ shipping, billing: shipping });
        }}
      />
      {!sameBilling && (
        <AddressChoice
          legend={t`Adresse de facturation`}
          name="billing-address"
          addresses={addresses}
          value={billing}
          onChange={(id) => onChange({ shipping, billing: id })}
          error={errors.billing}
        />
      )}
      {sameBilling && errors.billing && !errors.shipping && (
        <p className="form-field__error">{errors.billing}</p>
      )}
    </section>
  );
}
