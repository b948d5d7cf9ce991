import * as v from 'valibot';
import { optionalText } from './fields';
import { COMPANY_NAME_MAX_LENGTH } from './limits';
import { messageKey } from './message-keys';

/** The SIRET number of a French establishment: 14 digits. */
export const SIRET_DIGITS = 14;

/**
 * The company of a customer who buys for one (SPEC.md §3 company name and SIRET): both
 * optional. A SIRET is typed with or without the spaces of its printed form
 * (`123 456 789 00012`); what is kept is its 14 digits, or `''` when left empty.
 */
export const OptionalSiretSchema = v.pipe(
  v.nullish(v.string(messageKey('siret_invalid')), ''),
  v.transform((text) => text.replace(/\s/g, '')),
  v.check(
    (digits) => digits === '' || new RegExp(`^\\d{${SIRET_DIGITS}}$`).test(digits),
    messageKey('siret_invalid'),
  ),
);

export const OptionalCompanyNameSchema = optionalText(COMPANY_NAME_MAX_LENGTH);
