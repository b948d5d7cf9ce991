export { SiteFooter, type SiteFooterProps } from './site-footer';
export { OrderPipeFooter } from './order-pipe-footer';
