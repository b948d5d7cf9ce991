import { i18n } from '@lingui/core';
import type { FieldError } from '@shop/domain';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The French message shown under a field, filled with the values its rule gave (`{max}`). */
export function describeFieldError({ key, values }: FieldError): string {
  const descriptor = VALIDATION_MESSAGES[key];
  const filled = { ...descriptor, values: { ...descriptor.values, ...values } };
  return i18n._(filled);
}
