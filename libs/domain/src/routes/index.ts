export * from './breadcrumb';
export * from './list-segments';
export * from './redirect-rules';
export * from './redirects';
export * from './route-params';
export * from './safe-redirect';
export * from './route-names';
export * from './corner-host';
