import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFieldsReady } from '@shop/ui';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  id: string;
  /** As typed: the form checks it on submit (SPEC.md §5 quantity rule). */
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** The id of the field's error message, when it has one. */
  errorId?: string;
  /**
   * The field's name, when « Quantité » alone would not say which (a cart line): what only
   * a screen reader needs (the product, named just above) goes in a visually hidden part.
   */
  label?: ReactNode;
}

/** A quantity: minus and plus buttons around a number field, from 1 to the stock. */
export function QuantityStepper({
  id,
  value,
  onChange,
  max,
  errorId,
  label,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const ready = useFieldsReady();
  const typed = Number.parseInt(value, 10);
  const current = Number.isNaN(typed) ? 1 : typed;
  const step = (by: number) => onChange(String(Math.min(max, Math.max(1, current + by))));
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="quantity-stepper__label">
        {label ?? t`Quantité`}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-controls={id}
          disabled={!ready || current <= 1}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t`Diminuer la quantité`}</span>
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          disabled={ready ? undefined : true}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-controls={id}
          disabled={!ready || current >= max}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t`Augmenter la quantité`}</span>
        </button>
      </div>
    </div>
  );
}
