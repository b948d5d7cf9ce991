import { failureOf } from '@shop/api-client';
import { isValidationMessageKey, type FieldErrors } from '@shop/domain';
import { describeError, describeFieldError } from '@shop/i18n';

/** What a refused form shows: a message for the alert and one per field, in French. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
  /** The contract's error code, for a form that offers a way out (an expired link). */
  code: string | null;
  /** The code's own facts (`error.details`), for a form whose message needs them. */
  details: Record<string, unknown>;
}

/** A form's own check failed: the fields' messages, and the summary the alert reads. */
export function invalidFormFailure(errors: FieldErrors): FormFailure {
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) fields[field] = describeFieldError(error);
  return { message: describeError('form_error'), fields, code: null, details: {} };
}

/**
 * What a failed call says on the form (SPEC.md §8). `error.fields` (400 `invalid_input`)
 * carries a message key per field, shown under that field; `codeFields` puts a code that
 * is about one field (`username_not_found` → `email`) under it too. The alert then sums up;
 * any other code is the alert's message. A call that got no reply says the shop is
 * unreachable. Anything that is not a failed call is a bug: it is thrown again.
 */
export async function formFailureOf(
  error: unknown,
  codeFields: Readonly<Record<string, string>> = {},
): Promise<FormFailure> {
  const failure = await failureOf(error);
  if (failure === null) throw error;
  if (failure === 'network')
    return { message: describeError('upstream_unavailable'), fields: {}, code: null, details: {} };
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(failure.fields)) {
    fields[field] = isValidationMessageKey(key)
      ? describeFieldError({ key })
      : describeError(failure.code);
  }
  const field = failure.code === null ? undefined : codeFields[failure.code];
  if (field !== undefined) fields[field] = describeError(failure.code);
  const onFields = Object.keys(fields).length > 0;
  return {
    message: describeError(onFields ? 'form_error' : failure.code),
    fields,
    code: failure.code,
    details: failure.details,
  };
}
