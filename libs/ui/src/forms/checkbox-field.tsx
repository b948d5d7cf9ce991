import type { ReactNode } from 'react';
import { useId } from 'react';
import { useFieldsReady } from './use-fields-ready';
import './form-fields.css';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A checkbox with its label after it, and its hint and error tied as a text field's are. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  name,
  hint,
  error = null,
}: CheckboxFieldProps) {
  const id = useId();
  const ready = useFieldsReady();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="form-field form-field--checkbox">
      <div className="form-field__check">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="form-field__checkbox"
          checked={checked}
          disabled={ready ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
