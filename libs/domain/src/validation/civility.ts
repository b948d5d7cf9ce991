import * as v from 'valibot';
import { requiredKey } from './message-keys';

/** SPEC.md §3: Madame or Monsieur, sent as written. */
export const CIVILITIES = ['Madame', 'Monsieur'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** The select's empty option and any unknown value both ask to choose one. */
export const CivilitySchema = v.picklist(CIVILITIES, requiredKey('civility'));
