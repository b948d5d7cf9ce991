import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import './form-fields.css';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, countId, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const count = value.length;
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
      <textarea
        id={id}
        name={name}
        className="form-field__input form-field__textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <p className="form-field__hint form-field__count" id={countId}>
        {t`${count} / ${maxLength} caractères`}
      </p>
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
