import { lazy } from 'react';

export { NewsletterPopinButton } from './newsletter-popin-button';

/** The pop-in opens after 60 s at the earliest: its code comes as its own chunk. */
export const LazyNewsletterPopin = lazy(() =>
  import('./newsletter-popin').then((module) => ({ default: module.NewsletterPopin })),
);
