import * as v from 'valibot';
import { isValidationMessageKey, messageKey, type ValidationMessageKey } from './message-keys';

/** Numbers a message is filled with: the max-length message says "only {max} characters". */
export interface MessageValues {
  max?: number;
  min?: number;
}

/** What a form shows under one field: a message key and the values it takes. */
export interface FieldError {
  key: ValidationMessageKey;
  values?: MessageValues;
}

/** Errors by dotted field path (`zipcode`, `birthday.day`); `ROOT_FIELD` for the whole form. */
export type FieldErrors = Record<string, FieldError>;

/** The path of an issue that belongs to no field. */
export const ROOT_FIELD = '';

export type ValidationResult<TOutput> =
  { ok: true; value: TOutput } | { ok: false; errors: FieldErrors };

/**
 * One error per field, the first issue valibot reported for it: schemas order their checks
 * so the first is the one to show (empty before malformed before too long).
 */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ROOT_FIELD;
    if (!(path in errors)) errors[path] = fieldErrorOf(issue);
  }
  return errors;
}

function fieldErrorOf(issue: v.BaseIssue<unknown>): FieldError {
  const known = isValidationMessageKey(issue.message) ? issue.message : messageKey('invalid_value');
  const { requirement } = issue;
  if (typeof requirement !== 'number') return { key: known };
  if (issue.type === 'max_length' || issue.type === 'max_value') {
    return { key: known, values: { max: requirement } };
  }
  if (issue.type === 'min_length' || issue.type === 'min_value') {
    return { key: known, values: { min: requirement } };
  }
  return { key: known };
}

/** Parses a form's values: the typed output, or the errors to show by field. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: fieldErrorsOf(result.issues) };
}
