import { useId, type ReactNode } from 'react';
import { RequiredMark } from './required-mark';
import { useFieldsReady } from './use-fields-ready';
import './form-fields.css';

/** What the control inside a frame needs to be tied to its label and messages. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
  /** True until the page is hydrated (`useFieldsReady`). */
  disabled: true | undefined;
}

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  /** Shown under the label and read with the control: the expected format, a rule. */
  hint?: ReactNode;
  /** Shown under the control and read with it: a password's meter, a character count. */
  after?: ReactNode;
  /** The message of the last check, in French; null when the field is fine. */
  error?: string | null;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The label, hint, extra line and error around one control (text, select, textarea). They
 * are tied to it by `aria-describedby` and `aria-invalid`, so a screen reader says them on
 * focus: the rule first, the complaint last.
 */
export function FieldFrame({
  label,
  required,
  hint,
  after,
  error = null,
  children,
}: FieldFrameProps) {
  const id = useId();
  const ready = useFieldsReady();
  const hintId = `${id}-hint`;
  const afterId = `${id}-after`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, after ? afterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        describedBy: describedBy || undefined,
        invalid: error ? true : undefined,
        disabled: ready ? undefined : true,
      })}
      {after && <div id={afterId}>{after}</div>}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
