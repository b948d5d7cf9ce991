import { mustBeTrue } from './fields';
import { messageKey } from './message-keys';

/**
 * The `one_is_true` rule of SPEC.md §5: two related choices pass when either is true, or
 * when either is null (a choice the form does not ask leaves the other free); two falses
 * do not.
 */
export function oneIsTrue(a: boolean | null, b: boolean | null): boolean {
  return a === null || b === null || a || b;
}

/** The terms checkbox of a form, which must be ticked (`terms_required`). */
export const TermsSchema = mustBeTrue(messageKey('terms_required'));

/** The sales conditions, accepted before paying (`sales_conditions_required`). */
export const SalesConditionsSchema = mustBeTrue(messageKey('sales_conditions_required'));
