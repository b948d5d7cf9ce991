import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDistance, formatPeriod, telHref } from './format-place';

describe('formatDistance', () => {
  it('writes kilometres with one decimal and a comma', () => {
    expect(formatDistance(1.2)).toBe('1,2\u00a0km');
    expect(formatDistance(0)).toBe('0,0\u00a0km');
    expect(formatDistance(12)).toBe('12,0\u00a0km');
  });
});

describe('formatClockTime', () => {
  it('drops the leading zero and the zero minutes', () => {
    expect(formatClockTime('09:00')).toBe('9\u00a0h');
    expect(formatClockTime('12:15')).toBe('12\u00a0h\u00a015');
    expect(formatClockTime('00:30')).toBe('0\u00a0h\u00a030');
  });
});

describe('formatPeriod', () => {
  it('joins the opening and the closing time with a dash', () => {
    expect(formatPeriod({ from: '14:15', to: '19:00' })).toBe('14\u00a0h\u00a015 – 19\u00a0h');
  });
});

describe('telHref', () => {
  it('dials a French number in its international form', () => {
    expect(telHref('04 65 71 80 64')).toBe('tel:+33465718064');
  });

  it('keeps the digits of a number it does not recognise', () => {
    expect(telHref('3237')).toBe('tel:3237');
  });
});
