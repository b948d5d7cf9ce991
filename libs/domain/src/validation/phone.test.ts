import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  formatFrenchPhone,
  isFrenchLandline,
  isFrenchMobile,
  keepPhoneNumbersTogether,
  OptionalLandlineSchema,
  OptionalMobileSchema,
  toNationalPhone,
} from './phone';

describe('isFrenchMobile', () => {
  it('takes the three prefixes, 6 or 7, and four pairs with optional separators', () => {
    for (const phone of [
      '0612345678',
      '07 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+33612345678',
      '+33 6 12 34 56 78',
      '0033 7 12 34 56 78',
      '0033-612.34 5678',
      ' 0612345678 ',
    ]) {
      expect(isFrenchMobile(phone)).toBe(true);
    }
  });

  it('refuses landlines, wrong lengths, a kept 0 after +33, and doubled separators', () => {
    for (const phone of [
      '0512345678',
      '061234567',
      '06123456789',
      '+33 06 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '06  12 34 56 78',
      '0 6 12 34 56 78',
      '0612 34 56 7 8',
      '33612345678',
      '612345678',
      '06 12 34 56 7a',
      '',
    ]) {
      expect(isFrenchMobile(phone)).toBe(false);
    }
  });
});

describe('isFrenchLandline', () => {
  it('takes any first digit but 0, 6 and 7', () => {
    const firsts = [1, 2, 3, 4, 5, 8, 9].map((first) => `0${first}12345678`);
    for (const phone of firsts) expect(isFrenchLandline(phone)).toBe(true);
    for (const phone of ['0012345678', '0612345678', '0712345678']) {
      expect(isFrenchLandline(phone)).toBe(false);
    }
    expect(isFrenchLandline('+33 1 42 68 53 00')).toBe(true);
  });
});

describe('toNationalPhone', () => {
  it('gives the ten national digits, or null', () => {
    expect(toNationalPhone('+33 6 12-34.56 78')).toBe('0612345678');
    expect(toNationalPhone('0033142685300')).toBe('0142685300');
    expect(toNationalPhone('01 42 68 53 00')).toBe('0142685300');
    expect(toNationalPhone('12345')).toBeNull();
  });
});

describe('OptionalMobileSchema and OptionalLandlineSchema', () => {
  it('pass an empty or missing field as empty', () => {
    for (const input of [undefined, null, '', '  ']) {
      expect(v.parse(OptionalMobileSchema, input)).toBe('');
      expect(v.parse(OptionalLandlineSchema, input)).toBe('');
    }
  });

  it('check a given number, each with its key', () => {
    expect(v.parse(OptionalMobileSchema, ' 06 12 34 56 78 ')).toBe('06 12 34 56 78');
    expect(v.safeParse(OptionalMobileSchema, '0142685300').issues?.[0]?.message).toBe(
      'mobile_invalid',
    );
    expect(v.parse(OptionalLandlineSchema, '0142685300')).toBe('0142685300');
    expect(v.safeParse(OptionalLandlineSchema, '0612345678').issues?.[0]?.message).toBe(
      'phone_invalid',
    );
    expect(v.safeParse(OptionalMobileSchema, 612345678).issues?.[0]?.message).toBe(
      'mobile_invalid',
    );
  });
});

describe('French numbers, generated', () => {
  const separator = fc.constantFrom('', ' ', '.', '-');
  const prefix = fc.oneof(
    fc.constant('0'),
    fc.tuple(fc.constantFrom('+33', '0033'), separator).map(([code, sep]) => code + sep),
  );
  const pairs = fc.array(fc.tuple(separator, fc.integer({ min: 0, max: 99 })), {
    minLength: 4,
    maxLength: 4,
  });
  const number = fc
    .tuple(prefix, fc.integer({ min: 0, max: 9 }), pairs)
    .map(([start, first, rest]) => ({
      first,
      text: `${start}${first}${rest.map(([sep, pair]) => sep + String(pair).padStart(2, '0')).join('')}`,
      national: `0${first}${rest.map(([, pair]) => String(pair).padStart(2, '0')).join('')}`,
    }));

  it('are mobiles when the first digit is 6 or 7, landlines unless it is 0', () => {
    fc.assert(
      fc.property(number, ({ first, text }) => {
        expect(isFrenchMobile(text)).toBe(first === 6 || first === 7);
        expect(isFrenchLandline(text)).toBe(![0, 6, 7].includes(first));
      }),
    );
  });

  it('read as ten national digits', () => {
    fc.assert(
      fc.property(number, ({ first, text, national }) => {
        expect(toNationalPhone(text)).toBe(first === 0 ? null : national);
      }),
    );
  });

  it('are refused with a digit more, a digit less or a letter in place of a digit', () => {
    const broken = fc
      .tuple(number, fc.nat(), fc.constantFrom('add', 'drop', 'letter'))
      .map(([{ text }, at, how]) => {
        const digitsAt = [...text].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
        const index = digitsAt[at % digitsAt.length] ?? 0;
        if (how === 'add') return text.slice(0, index) + '5' + text.slice(index);
        if (how === 'drop') return text.slice(0, index) + text.slice(index + 1);
        return text.slice(0, index) + 'x' + text.slice(index + 1);
      });
    fc.assert(
      fc.property(broken, (text) => {
        expect(isFrenchMobile(text) || isFrenchLandline(text)).toBe(false);
      }),
    );
  });
});

describe('formatFrenchPhone', () => {
  it('shows any spelling of a French number as five pairs held by no-break spaces', () => {
    for (const typed of ['0612345678', '+33 6 12 34 56 78', '06.12.34.56.78', ' 0033612345678 ']) {
      expect(formatFrenchPhone(typed)).toBe('06\u00a012\u00a034\u00a056\u00a078');
    }
    expect(formatFrenchPhone('04-78-60-12-34')).toBe('04\u00a078\u00a060\u00a012\u00a034');
  });

  it('leaves anything else as it was typed, trimmed', () => {
    expect(formatFrenchPhone(' 12345 ')).toBe('12345');
    expect(formatFrenchPhone('')).toBe('');
  });
});

describe('keepPhoneNumbersTogether', () => {
  it('joins the pairs of each French number in a text with no-break spaces', () => {
    expect(keepPhoneNumbersTogether('Appelez le 04 78 60 12 34 ou le +33 6 12 34 56 78.')).toBe(
      'Appelez le 04\u00a078\u00a060\u00a012\u00a034 ou le +33\u00a06\u00a012\u00a034\u00a056\u00a078.',
    );
  });

  it('leaves other spaces, other separators and other numbers as they are', () => {
    for (const text of [
      'Fax : 04.78.60.12.35',
      'Commande 12 34 56 78 90 12',
      'Du lundi au vendredi, de 9 h à 18 h',
      'Code 104 78 60 12 34',
      '',
    ]) {
      expect(keepPhoneNumbersTogether(text)).toBe(text);
    }
  });

  it('changes nothing but spaces into no-break spaces, and only once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = keepPhoneNumbersTogether(text);
        expect(kept.replaceAll('\u00a0', ' ')).toBe(text.replaceAll('\u00a0', ' '));
        expect(keepPhoneNumbersTogether(kept)).toBe(kept);
      }),
    );
  });
});
