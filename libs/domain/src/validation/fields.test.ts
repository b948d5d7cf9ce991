import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from './field-errors';
import { formObject, mustBeTrue, optionalText, requiredText, wholeNumber } from './fields';
import { messageKey } from './message-keys';

describe('requiredText', () => {
  const schema = formObject({ label: requiredText('label', 5) });

  it('trims, and holds up to max characters', () => {
    expect(validate(schema, { label: '  abcde ' })).toEqual({
      ok: true,
      value: { label: 'abcde' },
    });
    expect(validate(schema, { label: 'abcdef' })).toEqual({
      ok: false,
      errors: { label: { key: 'max_length', values: { max: 5 } } },
    });
  });

  it('is required when missing, null, blank or not text', () => {
    for (const input of [{}, { label: null }, { label: '   ' }, { label: 3 }]) {
      expect(validate(schema, input)).toEqual({
        ok: false,
        errors: { label: { key: 'required_label' } },
      });
    }
  });
});

describe('optionalText', () => {
  const schema = formObject({ note: optionalText(3) });

  it('reads missing or null as empty, and trims', () => {
    expect(validate(schema, {})).toEqual({ ok: true, value: { note: '' } });
    expect(validate(schema, { note: null })).toEqual({ ok: true, value: { note: '' } });
    expect(validate(schema, { note: ' ab ' })).toEqual({ ok: true, value: { note: 'ab' } });
  });

  it('still holds at most max characters, and text only', () => {
    expect(validate(schema, { note: 'abcd' })).toEqual({
      ok: false,
      errors: { note: { key: 'max_length', values: { max: 3 } } },
    });
    expect(validate(schema, { note: 12 })).toEqual({
      ok: false,
      errors: { note: { key: 'invalid_value' } },
    });
  });
});

describe('wholeNumber', () => {
  const schema = wholeNumber(messageKey('quantity_required'));

  it('takes a whole number, typed or as digits', () => {
    expect(v.parse(schema, 12)).toBe(12);
    expect(v.parse(schema, ' 012 ')).toBe(12);
  });

  it('refuses anything else with the given key', () => {
    for (const input of [undefined, null, '', '1.5', '-1', 'abc', 2.5, Number.NaN, true]) {
      const issues = v.safeParse(schema, input).issues;
      expect(issues?.map((issue) => issue.message)).toEqual(['quantity_required']);
    }
  });

  it('reads any string of digits as its number', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(v.parse(schema, String(n))).toBe(n);
      }),
    );
  });
});

describe('mustBeTrue', () => {
  it('passes a ticked box only', () => {
    const schema = mustBeTrue(messageKey('terms_required'));
    expect(v.is(schema, true)).toBe(true);
    for (const input of [false, 'true', 1, undefined]) {
      expect(v.safeParse(schema, input).issues?.[0]?.message).toBe('terms_required');
    }
  });
});

describe('formObject', () => {
  it('reports a missing field as that field reports undefined', () => {
    const schema = formObject({ city: requiredText('city', 5), note: optionalText(5) });
    expect(validate(schema, {})).toEqual({ ok: false, errors: { city: { key: 'required_city' } } });
  });

  it('gives its own key when the input is no object', () => {
    const schema = formObject({ city: requiredText('city', 5) }, messageKey('newsletter_required'));
    expect(validate(schema, 'Caen')).toEqual({
      ok: false,
      errors: { '': { key: 'newsletter_required' } },
    });
  });
});
