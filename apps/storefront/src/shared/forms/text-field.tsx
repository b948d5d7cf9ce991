import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import './form-fields.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the label and read with the field: the expected format, a rule. */
  hint?: ReactNode;
  /** The message of the last check, in French; null when the field is fine. */
  error?: string | null;
  /** Shown at the end of the input, such as a password's show/hide button. */
  trailing?: ReactNode;
  /** Shown under the input and read with it, such as a password's strength meter. */
  details?: ReactNode;
}

/**
 * A labelled text input with its hint and its error. The error is tied to the input by
 * `aria-describedby` and `aria-invalid`, so a screen reader says it on focus; the hint
 * comes first so the rule is read before the complaint.
 */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error = null,
  trailing,
  details,
  required,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const detailsId = `${id}-details`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, details ? detailsId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="form-field__control">
        <input
          {...input}
          id={id}
          className="form-field__input"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {trailing}
      </div>
      {details && <div id={detailsId}>{details}</div>}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
