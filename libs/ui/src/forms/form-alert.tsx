import { useEffect, useRef, type ReactNode } from 'react';
import './form-fields.css';

export interface FormAlertProps {
  /** What went wrong, in French; nothing is rendered without it. */
  message: string | null;
  /**
   * Counts the failures: focus moves to the alert on each one, even when the message is the
   * same as the last (a second wrong password).
   */
  attempt: number;
  /** A way out after the message, such as a link to restart a procedure. */
  children?: ReactNode;
}

/**
 * The form-level error: announced (`role="alert"`) and focused, so a keyboard or screen
 * reader user lands on it after a refused submit, then tabs on to the fields.
 */
export function FormAlert({ message, attempt, children }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message !== null) ref.current?.focus();
  }, [message, attempt]);
  if (message === null) return null;
  return (
    <div ref={ref} className="form-alert" role="alert" tabIndex={-1}>
      <p className="form-alert__message">{message}</p>
      {children}
    </div>
  );
}
