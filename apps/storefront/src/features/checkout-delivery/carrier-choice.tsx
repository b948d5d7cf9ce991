import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Carrier, CartShipping } from '@shop/api-client';
import { FIRST_ORDER_FREE_CARRIER } from '@shop/domain';
import { formatEuros } from '../../shared/catalogue';
import { deliveryDelay } from './delivery-delay';

export interface CarrierChoiceProps {
  carriers: readonly Carrier[];
  /** This cart's costs; undefined while they are computed. */
  shipping: CartShipping | undefined;
  value: string | null;
  onChange: (code: string) => void;
  error: string | null;
}

/**
 * The carriers as one radio group (arrow keys move the choice): name, delay and what the
 * carrier costs for this cart. A carrier missing from the costs does not serve it.
 */
export function CarrierChoice({ carriers, shipping, value, onChange, error }: CarrierChoiceProps) {
  const { t } = useLingui();
  const id = useId();
  const offered = carriers.filter(
    (carrier) => shipping === undefined || shipping.costs[carrier.code] !== undefined,
  );
  return (
    <fieldset
      className="form-fieldset checkout-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="form-field__label">{t`Mode de livraison`}</legend>
      <p className="form-field__hint" id={`${id}-hint`}>
        {t`Délais indiqués pour une commande enregistrée avant midi.`}
      </p>
      {offered.map((carrier) => {
        const cost = shipping?.costs[carrier.code];
        const firstOrderGift =
          cost === 0 && carrier.code === FIRST_ORDER_FREE_CARRIER ? shipping?.discount : null;
        return (
          <label key={carrier.code} className="checkout-choice">
            <input
              type="radio"
              name="carrier"
              value={carrier.code}
              checked={value === carrier.code}
              onChange={() => onChange(carrier.code)}
            />
            <span className="checkout-choice__body">
              <span className="checkout-choice__title">{carrier.label}</span>
              {carrier.description && <span>{carrier.description}</span>}
              <span>{t`Livraison en ${deliveryDelay(carrier)}`}</span>
              <span className="checkout-choice__price">
                {cost === undefined
                  ? t`Frais en cours de calcul…`
                  : cost === 0
                    ? t`Offerte`
                    : formatEuros(cost)}
              </span>
              {firstOrderGift && <span>{firstOrderGift.description}</span>}
            </span>
          </label>
        );
      })}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
