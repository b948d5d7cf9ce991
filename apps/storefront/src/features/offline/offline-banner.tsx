import { Trans } from '@lingui/react/macro';
import { useOnline } from './use-online';
import './offline-banner.css';

/**
 * Says so while the browser is offline. The status region is always in the page, so a
 * screen reader announces the text when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner" role="status">
      {!online && (
        <p className="offline-banner__text">
          <Trans>
            Vous êtes hors ligne. Certaines fonctions de la boutique sont indisponibles.
          </Trans>
        </p>
      )}
    </div>
  );
}
