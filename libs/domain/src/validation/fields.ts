import * as v from 'valibot';
import {
  messageKey,
  requiredKey,
  type RequiredField,
  type ValidationMessageKey,
} from './message-keys';

/**
 * Building blocks of the form schemas, so every field reports its emptiness, its length and
 * its type with one of our keys and never with valibot's English default.
 */

/**
 * A required text: trimmed, not empty (`required_<field>`, also when missing or not a
 * string), at most `max` characters (`max_length`, the issue carries `max`).
 */
export function requiredText(field: RequiredField, max: number) {
  const required = requiredKey(field);
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), textMaxLength(max));
}

/** An optional text: missing or null reads as `''`, then trimmed and bounded like above. */
export function optionalText(max: number) {
  return v.pipe(v.nullish(v.string(messageKey('invalid_value')), ''), v.trim(), textMaxLength(max));
}

/** At most `max` characters (`max_length`); the issue's `requirement` is the `{max}`. */
export function textMaxLength(max: number) {
  return v.maxLength<string, number, ValidationMessageKey>(max, messageKey('max_length'));
}

/**
 * A whole number typed in a field: a number, or a string of digits as a select or a text
 * input gives it. Anything else (missing, empty, `2.5`, `abc`) gives `message`.
 */
export function wholeNumber(message: ValidationMessageKey) {
  return v.union(
    [
      v.pipe(v.number(message), v.integer(message)),
      v.pipe(v.string(message), v.trim(), v.digits(message), v.transform(Number)),
    ],
    message,
  );
}

/** A checkbox that must be ticked: anything but `true` gives `message`. */
export function mustBeTrue(message: ValidationMessageKey) {
  return v.literal(true, message);
}

/**
 * The object of a form. A field missing from the input reports what that field says of
 * `undefined` (its `required_…` key), as if the form had sent it empty: valibot would
 * otherwise report a missing key with the object's own message. Input that is not an
 * object at all gives `message`.
 */
export function formObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  message: ValidationMessageKey = messageKey('invalid_value'),
) {
  return v.object(entries, (issue) => {
    const field = issue.path?.[0]?.key;
    const schema = typeof field === 'string' ? entries[field] : undefined;
    if (schema === undefined) return message;
    return v.safeParse(schema, undefined).issues?.[0]?.message ?? message;
  });
}
