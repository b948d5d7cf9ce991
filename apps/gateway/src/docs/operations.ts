import { ACCOUNT_OPERATIONS } from './operations-account';
import { SHOPPING_OPERATIONS } from './operations-shopping';
import { CATALOGUE_OPERATIONS } from './operations-catalogue';
import { CONTENT_OPERATIONS } from './operations-content';
import { IDENTITY_OPERATIONS } from './operations-identity';
import type { Operation } from './operation';

/**
 * Every call of the shop API that the contract has schemas for, as the gateway proxies it
 * under `/api/v1`. Read from the shop API's routes (tools/shop-api/src/routes/api), whose
 * `schema: {…}` names these same contract schemas; the generated images (`/media/…`) are
 * left out: they answer SVG, not JSON.
 */
export const OPERATIONS: readonly Operation[] = [
  ...IDENTITY_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...SHOPPING_OPERATIONS,
  ...CATALOGUE_OPERATIONS,
  ...CONTENT_OPERATIONS,
];
