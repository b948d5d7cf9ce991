import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { DISCONNECTION_TOAST_MS } from '@shop/domain';
import { disconnectedAtAtom } from './disconnection-toast-atom';
import './disconnection-toast.css';

/**
 * "You have been disconnected" (SPEC.md §8 Session): a warning for 10 s with a
 * log-in-again action that comes back to this page. The live region is always in the
 * page, so screen readers announce the text when it appears.
 */
export function DisconnectionToast() {
  const [disconnectedAt, setDisconnectedAt] = useAtom(disconnectedAtAtom);
  const href = useRouterState({ select: (state) => state.location.href });

  useEffect(() => {
    if (disconnectedAt === null) return;
    const timer = setTimeout(() => setDisconnectedAt(null), DISCONNECTION_TOAST_MS);
    return () => clearTimeout(timer);
  }, [disconnectedAt, setDisconnectedAt]);

  return (
    <div className="disconnection-toast" role="status" aria-live="polite">
      {disconnectedAt !== null && (
        <div className="disconnection-toast__box">
          <p>
            <Trans>Vous avez été déconnecté. Reconnectez-vous pour retrouver votre compte.</Trans>
          </p>
          <Link
            to="/fr/connexion"
            search={{ redirect: href }}
            className="disconnection-toast__action"
            onClick={() => setDisconnectedAt(null)}
          >
            <Trans>Se reconnecter</Trans>
          </Link>
          <button
            type="button"
            className="disconnection-toast__close"
            onClick={() => setDisconnectedAt(null)}
          >
            <Trans>Fermer</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
