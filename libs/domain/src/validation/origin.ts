import * as v from 'valibot';
import { requiredKey } from './message-keys';

/**
 * How the customer heard of the products (SPEC.md §3 customer origin codes). The select also
 * has an empty option, which does not pass: the answer is required (§5). The spec lists ten
 * choices for nine codes; which label goes with which code is the catalogue's business.
 */
export const CUSTOMER_ORIGIN_CODES = [
  'MED',
  'PHA',
  'APS',
  'AMI',
  'PRE',
  'ACT',
  'SIP',
  'ASI',
  'AUT',
] as const;
export type CustomerOriginCode = (typeof CUSTOMER_ORIGIN_CODES)[number];

export const OriginSchema = v.picklist(CUSTOMER_ORIGIN_CODES, requiredKey('origin'));
