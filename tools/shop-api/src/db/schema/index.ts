/**
 * The shop API's tables, one file per area; `npm run db:generate` diffs them all into a
 * migration under tools/shop-api/drizzle.
 */
export * from './carts';
export * from './catalogue';
export * from './content';
export * from './customers';
export * from './forms';
export * from './geography';
export * from './orders';
export * from './sessions';
export * from './shop';
