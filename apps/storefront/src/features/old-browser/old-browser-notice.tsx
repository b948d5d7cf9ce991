import { Trans, useLingui } from '@lingui/react/macro';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { isInternetExplorer } from './is-internet-explorer';
import './old-browser-notice.css';

/** SPEC.md §3: dismissal is remembered in `ie_info`, for a year. */
export const IE_INFO_COOKIE = 'ie_info';
const IE_INFO_COOKIE_DAYS = 365;

function shouldShow(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    isInternetExplorer(navigator.userAgent) &&
    Cookies.get(IE_INFO_COOKIE) === undefined
  );
}

/**
 * The notice for Internet Explorer. Honestly, IE cannot run this ES2022 bundle at all, so
 * the notice shows only in a browser that pretends to be IE; it is kept SPA-only, with no
 * static copy in index.html (it would need an inline script the CSP forbids, and the
 * <noscript> text already speaks to browsers that run nothing).
 */
export function OldBrowserNotice() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(shouldShow);
  if (!visible) return null;
  const dismiss = () => {
    Cookies.set(IE_INFO_COOKIE, '1', { expires: IE_INFO_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
    setVisible(false);
  };
  return (
    <section className="old-browser-notice" aria-label={t`Navigateur obsolète`}>
      <p className="old-browser-notice__text">
        <Trans>
          Votre navigateur n’est plus pris en charge : certaines pages de la boutique peuvent mal
          s’afficher. Pour commander en toute sécurité, utilisez un navigateur récent comme Firefox,
          Chrome, Edge ou Safari.
        </Trans>
      </p>
      <button type="button" className="old-browser-notice__close" onClick={dismiss}>
        <Trans>Fermer</Trans>
      </button>
    </section>
  );
}
