import type { MouseEvent, ReactNode } from 'react';
import { useFieldsReady } from './use-fields-ready';

export interface SubmitButtonProps {
  children: ReactNode;
  /** The call is under way: the button says so and a second press does nothing. */
  pending: boolean;
  pendingLabel: string;
}

/**
 * The submit button of a form. While pending it stays focusable (`aria-disabled`, not
 * `disabled`, which would drop the focus to the page) and cancels its own click, which
 * also cancels the implicit submission of Enter in a field.
 */
export function SubmitButton({ children, pending, pendingLabel }: SubmitButtonProps) {
  const ready = useFieldsReady();
  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className="button form-submit"
      aria-disabled={pending || undefined}
      disabled={ready ? undefined : true}
      onClick={ignoreWhilePending}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
