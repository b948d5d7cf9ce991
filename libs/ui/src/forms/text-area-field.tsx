import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FieldFrame } from './field-frame';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  rows?: number;
}

/**
 * A labelled textarea with the count of characters left. The count is read with the
 * field (aria-describedby) but not announced at every key: a live region would talk over
 * the typing.
 */
export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  maxLength,
  hint,
  error = null,
  required,
  rows = 5,
}: TextAreaFieldProps) {
  const { t } = useLingui();
  const count = (
    <p className="form-field__hint form-field__count">{t`${value.length} / ${maxLength} caractères`}</p>
  );
  return (
    <FieldFrame label={label} required={required} hint={hint} after={count} error={error}>
      {({ id, describedBy, invalid, disabled }) => (
        <textarea
          id={id}
          name={name}
          className="form-field__input form-field__textarea"
          rows={rows}
          value={value}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
