import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
  isoDateText,
  isRealDate,
  parseIsoDate,
} from './dates';

describe('isLeapYear', () => {
  it('follows the Gregorian rule', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('isRealDate', () => {
  it('knows 29 February only in leap years, and 30-day months', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 4, day: 30 })).toBe(true);
    expect(isRealDate({ year: 2023, month: 4, day: 31 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 13, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 0, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 1, day: 0 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 1, day: 1.5 })).toBe(false);
    expect(daysInMonth(2023, 13)).toBe(0);
  });

  it('agrees with the calendar of Date for any day number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const date = new Date(Date.UTC(2000, month - 1, day));
          date.setUTCFullYear(year);
          const real =
            month >= 1 &&
            month <= 12 &&
            date.getUTCMonth() === month - 1 &&
            date.getUTCDate() === day;
          expect(isRealDate({ year, month, day })).toBe(real);
        },
      ),
    );
  });
});

describe('calendarDateOf', () => {
  it('reads the day in Paris: winter UTC+1, summer UTC+2', () => {
    expect(calendarDateOf(Date.UTC(2025, 11, 31, 22, 59, 59, 999))).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
    expect(calendarDateOf(Date.UTC(2025, 11, 31, 23))).toEqual({ year: 2026, month: 1, day: 1 });
    expect(calendarDateOf(Date.UTC(2026, 6, 14, 21, 59, 59, 999))).toEqual({
      year: 2026,
      month: 7,
      day: 14,
    });
    expect(calendarDateOf(Date.UTC(2026, 6, 14, 22))).toEqual({ year: 2026, month: 7, day: 15 });
  });

  it('takes another zone when asked', () => {
    expect(calendarDateOf(Date.UTC(2026, 0, 1, 0, 30), 'UTC')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });
});

describe('isoDateText', () => {
  it('writes YYYY-MM-DD with zeros, as parseIsoDate reads it', () => {
    expect(isoDateText({ year: 2027, month: 1, day: 4 })).toBe('2027-01-04');
    expect(parseIsoDate(isoDateText({ year: 2024, month: 2, day: 29 }))).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });
});

describe('parseIsoDate and compareCalendarDates', () => {
  it('read YYYY-MM-DD naming a real day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of ['2023-02-29', '2024-2-29', '29/02/2024', '2024-02-29T00:00', '']) {
      expect(parseIsoDate(text)).toBeNull();
    }
  });

  it('order days', () => {
    const day = (year: number, month: number, d: number) => ({ year, month, day: d });
    expect(compareCalendarDates(day(2026, 1, 31), day(2026, 2, 1))).toBeLessThan(0);
    expect(compareCalendarDates(day(2026, 2, 1), day(2026, 2, 1))).toBe(0);
    expect(compareCalendarDates(day(2027, 1, 1), day(2026, 12, 31))).toBeGreaterThan(0);
  });
});
