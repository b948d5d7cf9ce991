import { lazy } from 'react';

export type { SiteFooterProps } from './site-footer';
export { OrderPipeFooter } from './order-pipe-footer';

/** The site footer as its own chunk: it sits below the fold, so the entry need not carry it. */
export const LazySiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);
