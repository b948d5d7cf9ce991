import { lazy } from 'react';

export { ConsentScripts } from './consent-scripts';
export { CookiePreferencesButton } from './cookie-preferences-button';
export { useConsent } from './use-consent';

/** The banner and its preferences dialog come as their own chunk, after the page. */
export const LazyConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);
