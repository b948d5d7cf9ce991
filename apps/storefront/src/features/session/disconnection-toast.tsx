import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { DISCONNECTION_TOAST_MS } from '@shop/domain';
import { Toast } from '@shop/ui';
import { disconnectedAtAtom } from './disconnection-toast-atom';

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

  const close = () => setDisconnectedAt(null);
  return (
    <Toast
      onClose={close}
      action={
        <Link
          to="/fr/connexion"
          search={{ redirect: href }}
          className="toast__action"
          onClick={close}
        >
          <Trans>Se reconnecter</Trans>
        </Link>
      }
    >
      {disconnectedAt === null ? null : (
        <Trans>Vous avez été déconnecté. Reconnectez-vous pour retrouver votre compte.</Trans>
      )}
    </Toast>
  );
}
