import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

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
 * A labelled text input with its hint, an optional line under it and its error, tied to
 * it as FieldFrame ties them.
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
  return (
    <FieldFrame label={label} required={required} hint={hint} after={details} error={error}>
      {({ id, describedBy, invalid, disabled }) => (
        <div className="form-field__control">
          <input
            {...input}
            id={id}
            className="form-field__input"
            value={value}
            required={required}
            disabled={disabled ?? input.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}
