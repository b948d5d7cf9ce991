/**
 * The HTTP contract, written once (ARCHITECTURE.md §3). This entry point imports nothing
 * but valibot and the domain's constants, so the servers can load it without ky or React.
 */
export * from './addresses';
export * from './api-prefix';
export * from './cart';
export * from './catalogue';
export * from './common';
export * from './content';
export * from './customer';
export * from './envelope';
export * from './favourites';
export * from './forms';
export * from './geography';
export * from './identity';
export * from './media';
export * from './operations';
export * from './orders';
export * from './shop';
export * from './ssr';
export * from './runtime-config';
export * from './vitals';
