import { useId, type ReactNode } from 'react';
import { RequiredMark } from './required-mark';
import './form-fields.css';

export interface FieldsetFrameProps {
  legend: string;
  required?: boolean;
  /** Shown under the legend and read with the group: the rule its choices follow. */
  hint?: ReactNode;
  /** The message of the last check of the group as a whole, in French; null when fine. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The legend, hint and error around a group of controls (choices, a date in three
 * selects), as FieldFrame is around one control. They are tied to the fieldset by
 * `aria-describedby` and `aria-invalid`, so a screen reader says them on entering the
 * group: the rule first, the complaint last.
 */
export function FieldsetFrame({
  legend,
  required,
  hint,
  error = null,
  children,
}: FieldsetFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="form-field form-fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend className="form-field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
