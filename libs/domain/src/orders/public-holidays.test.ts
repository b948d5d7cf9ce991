import { describe, expect, it } from 'vitest';
import { isFrenchPublicHoliday } from './public-holidays';

const day = (text: string) => {
  const [year, month, date] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
};

describe('isFrenchPublicHoliday', () => {
  it('knows the eight holidays on fixed dates', () => {
    for (const date of [
      '2026-01-01',
      '2026-05-01',
      '2026-05-08',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]) {
      expect(isFrenchPublicHoliday(day(date)), date).toBe(true);
    }
  });

  it('counts Easter Monday, Ascension and Whit Monday from each year’s Easter', () => {
    // Easter Sunday: 5 April 2026, 28 March 2027.
    for (const date of ['2026-04-06', '2026-05-14', '2026-05-25']) {
      expect(isFrenchPublicHoliday(day(date)), date).toBe(true);
    }
    for (const date of ['2027-03-29', '2027-05-06', '2027-05-17']) {
      expect(isFrenchPublicHoliday(day(date)), date).toBe(true);
    }
  });

  it('leaves ordinary days, last year’s Easter dates and Alsace-Moselle’s own days alone', () => {
    for (const date of [
      '2026-11-12',
      '2026-04-07',
      '2027-04-06',
      '2027-05-14',
      // Good Friday and 26 December are holidays in Alsace-Moselle only.
      '2026-04-03',
      '2026-12-26',
    ]) {
      expect(isFrenchPublicHoliday(day(date)), date).toBe(false);
    }
  });
});
