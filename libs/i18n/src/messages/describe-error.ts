import { i18n } from '@lingui/core';
import { isErrorCode } from '@shop/domain';
import { ERROR_MESSAGES } from './error-messages';

/**
 * The French message for an error code read from a reply. A code the catalogue does not
 * know (a newer upstream, a typo, nothing at all) gets the generic message, never the
 * server's own text.
 */
export function describeError(code: string | null | undefined): string {
  return i18n._(isErrorCode(code) ? ERROR_MESSAGES[code] : ERROR_MESSAGES.unknown_error);
}
