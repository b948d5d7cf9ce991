import { lazyHydrated } from '../../shared/scheduling';

export { ConsentScripts } from './consent-scripts';
export { CookiePreferencesButton } from './cookie-preferences-button';
export { useConsent } from './use-consent';

let bannerChunk: Promise<typeof import('./consent-banner')> | undefined;
const loadBannerChunk = () => (bannerChunk ??= import('./consent-banner'));

/**
 * Starts fetching the banner's chunk at start, beside the first page's data: the banner
 * then shows with the page instead of one round trip after it (it was the largest paint
 * of a first visit, Lighthouse's LCP element). A failure is the render's to report.
 */
export function preloadConsentBanner(): void {
  loadBannerChunk().catch(() => undefined);
}

/**
 * The banner and its preferences dialog come as their own chunk, out of the entry; drawn
 * by the server, the banner hydrates after the page (at once if it is in view).
 */
export const LazyConsentBanner = lazyHydrated('consent-banner', () =>
  loadBannerChunk().then((module) => module.ConsentBanner),
);
