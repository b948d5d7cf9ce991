import { Trans, useLingui } from '@lingui/react/macro';
import Cookies from 'js-cookie';
import { useState, useSyncExternalStore } from 'react';
import { COOKIE_NAMES } from '@shop/domain';
import { isInternetExplorer } from './is-internet-explorer';
import './old-browser-notice.css';

/** SPEC.md §3: dismissal is remembered in `ie_info`, for a year. */
export const IE_INFO_COOKIE = COOKIE_NAMES.oldBrowserNotice;
const IE_INFO_COOKIE_DAYS = 365;
/** The element public/old-browser.js shows in Internet Explorer. */
const NOTICE_ID = 'old-browser-notice';
/** The script that shows it: only a browser without modules runs it (`nomodule`). */
export const OLD_BROWSER_SCRIPT = '/old-browser.js';

/** The browser and the cookie do not change while the page lives: nothing to listen to. */
const NO_SUBSCRIPTION = () => () => undefined;

function shouldShow(): boolean {
  return isInternetExplorer(navigator.userAgent) && Cookies.get(IE_INFO_COOKIE) === undefined;
}

/**
 * The notice for Internet Explorer (SPEC.md §3). The page always draws it, hidden: IE
 * cannot run this ES2022 bundle, so OLD_BROWSER_SCRIPT shows it there, reading the cookie
 * from the element. A browser that runs the bundle while claiming to be IE gets it from
 * React once hydrated.
 */
export function OldBrowserNotice() {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  // Hidden on the server and while hydrating, which cannot know the browser.
  const claimsIe = useSyncExternalStore(NO_SUBSCRIPTION, shouldShow, () => false);
  const visible = claimsIe && !dismissed;
  const dismiss = () => {
    Cookies.set(IE_INFO_COOKIE, '1', { expires: IE_INFO_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
    setDismissed(true);
  };
  return (
    <section
      id={NOTICE_ID}
      className="old-browser-notice"
      aria-label={t`Navigateur obsolète`}
      hidden={!visible}
      data-cookie={IE_INFO_COOKIE}
      data-cookie-days={IE_INFO_COOKIE_DAYS}
    >
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
