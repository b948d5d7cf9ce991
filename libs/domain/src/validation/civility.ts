import * as v from 'valibot';
import { requiredKey } from './message-keys';

/** SPEC.md §3: Madame or Monsieur, sent as written. */
export const CIVILITIES = ['Madame', 'Monsieur'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** The select's empty option and any unknown value both ask to choose one. */
export const CivilitySchema = v.picklist(CIVILITIES, requiredKey('civility'));

/** A civility read from elsewhere (a customer file, an address), or `''` to choose one. */
export function civilityOrNone(value: string | null | undefined): Civility | '' {
  return (CIVILITIES as readonly string[]).includes(value ?? '') ? (value as Civility) : '';
}
