import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

export interface SelectFieldProps extends SelectProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty option (« Choisir… »); its value is `''`. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled native select, with its hint and error tied as a text field's are. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error = null,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {({ id, describedBy, invalid, disabled }) => (
        <select
          {...select}
          id={id}
          className="form-field__input"
          value={value}
          required={required}
          disabled={disabled ?? select.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
