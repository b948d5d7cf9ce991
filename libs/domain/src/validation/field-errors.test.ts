import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, ROOT_FIELD, validate } from './field-errors';
import { formObject, requiredText } from './fields';
import { messageKey } from './message-keys';

describe('validate', () => {
  const schema = formObject({
    city: requiredText('city', 5),
    nested: formObject({ label: requiredText('label', 3) }),
  });

  it('gives the parsed value when the input passes', () => {
    expect(validate(schema, { city: ' Caen ', nested: { label: 'a' } })).toEqual({
      ok: true,
      value: { city: 'Caen', nested: { label: 'a' } },
    });
  });

  it('gives one error per field, by dotted path, the first issue first', () => {
    // An empty city is both empty and, once trimmed, short: the first issue wins.
    expect(validate(schema, { city: '  ', nested: { label: 'abcd' } })).toEqual({
      ok: false,
      errors: {
        city: { key: 'required_city' },
        'nested.label': { key: 'max_length', values: { max: 3 } },
      },
    });
  });

  it('keys an input that is not an object at all to the root', () => {
    expect(validate(schema, null)).toEqual({
      ok: false,
      errors: { [ROOT_FIELD]: { key: 'invalid_value' } },
    });
  });
});

describe('fieldErrorsOf', () => {
  it('carries max from a max-length or max-value issue, min from a min one', () => {
    const schema = formObject({
      short: v.pipe(v.string(), v.maxLength(2, messageKey('max_length'))),
      small: v.pipe(v.number(), v.maxValue(9, messageKey('quantity_required'))),
      long: v.pipe(v.string(), v.minLength(4, messageKey('password_policy'))),
      big: v.pipe(v.number(), v.minValue(1, messageKey('quantity_required'))),
    });
    const issues = v.safeParse(schema, { short: 'abc', small: 10, long: 'abc', big: 0 }).issues;
    expect(fieldErrorsOf(issues ?? [])).toEqual({
      short: { key: 'max_length', values: { max: 2 } },
      small: { key: 'quantity_required', values: { max: 9 } },
      long: { key: 'password_policy', values: { min: 4 } },
      big: { key: 'quantity_required', values: { min: 1 } },
    });
  });

  it('keys an issue it does not know as invalid_value, without values', () => {
    const issues = v.safeParse(v.object({ age: v.number() }), { age: 'x' }).issues;
    expect(fieldErrorsOf(issues ?? [])).toEqual({ age: { key: 'invalid_value' } });
  });

  it('does not invent values for a number requirement of another kind', () => {
    const issues = v.safeParse(
      v.pipe(v.string(), v.length(2, messageKey('max_length'))),
      'abc',
    ).issues;
    expect(fieldErrorsOf(issues ?? [])).toEqual({ [ROOT_FIELD]: { key: 'max_length' } });
  });

  it('gives no error for no issue', () => {
    expect(fieldErrorsOf([])).toEqual({});
  });
});
