import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createZipcodeSchema,
  isDeliverableZipcode,
  isMetropolitanZipcode,
  OptionalZipcodeSchema,
} from './zipcode';

describe('isMetropolitanZipcode', () => {
  it('runs from 01000 to 95999, Corsica included', () => {
    expect(isMetropolitanZipcode('00999')).toBe(false);
    expect(isMetropolitanZipcode('01000')).toBe(true);
    expect(isMetropolitanZipcode('20000')).toBe(true);
    expect(isMetropolitanZipcode('20090')).toBe(true);
    expect(isMetropolitanZipcode('75001')).toBe(true);
    expect(isMetropolitanZipcode('95999')).toBe(true);
    expect(isMetropolitanZipcode('96000')).toBe(false);
  });

  it('refuses overseas codes and anything but five digits', () => {
    for (const zipcode of [
      '97100',
      '97411',
      '98000',
      '99999',
      '7500',
      '750011',
      '2A000',
      ' 75001',
    ]) {
      expect(isMetropolitanZipcode(zipcode)).toBe(false);
    }
  });

  it('holds exactly for five digits between the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (n) => {
        const zipcode = String(n).padStart(5, '0');
        expect(isMetropolitanZipcode(zipcode)).toBe(n >= 1000 && n <= 95_999);
      }),
    );
  });
});

describe('isDeliverableZipcode', () => {
  it('needs at least one city looked up for that very code', () => {
    expect(isDeliverableZipcode('75001', { zipcode: '75001', cities: ['Paris'] })).toBe(true);
    expect(isDeliverableZipcode('75001', { zipcode: '75001', cities: [] })).toBe(false);
    expect(isDeliverableZipcode('75001', { zipcode: '75002', cities: ['Paris'] })).toBe(false);
    expect(isDeliverableZipcode('75001', null)).toBe(false);
    expect(isDeliverableZipcode('97100', { zipcode: '97100', cities: ['Basse-Terre'] })).toBe(
      false,
    );
  });
});

describe('createZipcodeSchema', () => {
  const firstMessage = (input: unknown, cities: readonly string[]) =>
    v.safeParse(createZipcodeSchema({ zipcode: '44000', cities }), input).issues?.[0]?.message;

  it('passes a trimmed code the lookup found cities for', () => {
    expect(v.parse(createZipcodeSchema({ zipcode: '44000', cities: ['Nantes'] }), ' 44000 ')).toBe(
      '44000',
    );
  });

  it('is required, then the address zip code message', () => {
    expect(firstMessage('', ['Nantes'])).toBe('required_zipcode');
    expect(firstMessage(undefined, ['Nantes'])).toBe('required_zipcode');
    expect(firstMessage('44000', [])).toBe('zipcode_invalid');
    expect(firstMessage('4400', ['Nantes'])).toBe('zipcode_invalid');
  });
});

describe('OptionalZipcodeSchema', () => {
  it('passes empty, checks the format of a given code', () => {
    expect(v.parse(OptionalZipcodeSchema, null)).toBe('');
    expect(v.parse(OptionalZipcodeSchema, '13001')).toBe('13001');
    expect(v.safeParse(OptionalZipcodeSchema, '97100').issues?.[0]?.message).toBe(
      'zipcode_invalid',
    );
  });
});
