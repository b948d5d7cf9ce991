import { lazyHydrated } from '../../shared/scheduling';

export { NewsletterPopinButton } from './newsletter-popin-button';

/** The pop-in opens after 60 s at the earliest: its code comes as its own chunk, hydrated late. */
export const LazyNewsletterPopin = lazyHydrated('newsletter-popin', () =>
  import('./newsletter-popin').then((module) => module.NewsletterPopin),
);
