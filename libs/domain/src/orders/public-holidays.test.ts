import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easterSunday, isFrenchPublicHoliday } from './public-holidays';

const day = (text: string) => {
  const [year, month, date] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
};

describe('easterSunday', () => {
  it('gives the published dates of Easter', () => {
    const published = [
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
      '2031-04-13',
      '2032-03-28',
      '2033-04-17',
      '2034-04-09',
      '2035-03-25',
    ];
    for (const date of published) {
      expect(easterSunday(Number(date.slice(0, 4))), date).toEqual(day(date));
    }
  });

  it('is always a Sunday from 22 March to 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const { month, day: date } = easterSunday(year);
        expect(new Date(Date.UTC(year, month - 1, date)).getUTCDay()).toBe(0);
        expect(month * 100 + date).toBeGreaterThanOrEqual(322);
        expect(month * 100 + date).toBeLessThanOrEqual(425);
      }),
    );
  });
});

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
