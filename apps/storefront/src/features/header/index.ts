export { OrderPipeHeader } from './order-pipe-header';
export { SiteHeader, type SiteHeaderProps } from './site-header';
