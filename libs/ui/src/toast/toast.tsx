import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './toast.css';

export interface ToastProps {
  /**
   * The message, or null when there is none: the live region stays in the page, empty,
   * so that screen readers announce the text when it appears.
   */
  children: ReactNode;
  /** What to do about it: a link of the app, drawn with the class `toast__action`. */
  action?: ReactNode;
  /** The close button's press; how long the toast stays is its owner's call. */
  onClose: () => void;
}

/** A warning at the bottom of the screen, above the page: a message, an action, a close. */
export function Toast({ children, action, onClose }: ToastProps) {
  return (
    <div className="toast" role="status" aria-live="polite">
      {children !== null && (
        <div className="toast__box">
          <p>{children}</p>
          {action}
          <button type="button" className="toast__close" onClick={onClose}>
            <Trans>Fermer</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
