import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Address } from '@shop/api-client';

export interface AddressChoiceProps {
  legend: string;
  name: string;
  addresses: readonly Address[];
  value: number | null;
  onChange: (id: number) => void;
  error: string | null;
}

/** One of the customer's addresses, as a radio group: arrow keys move the choice. */
export function AddressChoice({
  legend,
  name,
  addresses,
  value,
  onChange,
  error,
}: AddressChoiceProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset
      className="form-fieldset checkout-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      {addresses.length === 0 && (
        <p className="form-field__hint">{t`Vous n’avez pas encore d’adresse : ajoutez-en une.`}</p>
      )}
      {addresses.map((address) => (
        <label key={address.id} className="checkout-choice">
          <input
            type="radio"
            name={name}
            value={address.id}
            checked={value === address.id}
            onChange={() => onChange(address.id)}
          />
          <span className="checkout-choice__body">
            <span className="checkout-choice__title">{address.label}</span>
            <span>
              {address.firstname} {address.lastname}
            </span>
            <span>{address.address_line_1}</span>
            <span>
              {address.zipcode} {address.city}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
