export { ConsentBanner } from './consent-banner';
export { ConsentScripts } from './consent-scripts';
export { CookiePreferencesButton } from './cookie-preferences-button';
export { useConsent } from './use-consent';
