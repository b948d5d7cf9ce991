import { useEffect, useRef, type ReactNode } from 'react';
import './form-fields.css';

export interface FormNoticeProps {
  /** What was done, in French (« Vos informations ont été enregistrées. »). */
  children: ReactNode;
  /** Counts the successes: the notice is announced and focused again on each one. */
  attempt?: number;
}

/**
 * A form's success message: a status region that takes the focus, so a keyboard or
 * screen reader user hears that the save worked where the submit button was.
 */
export function FormNotice({ children, attempt = 0 }: FormNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);
  return (
    <div ref={ref} className="form-notice" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
