import { lazyHydrated } from '../../shared/scheduling';

export type { SiteFooterProps } from './site-footer';
export { OrderPipeFooter } from './order-pipe-footer';

/**
 * The site footer as its own chunk, hydrated late: it sits below the fold, so neither the
 * entry nor the first page's hydration need carry it.
 */
export const LazySiteFooter = lazyHydrated('site-footer', () =>
  import('./site-footer').then((module) => module.SiteFooter),
);
