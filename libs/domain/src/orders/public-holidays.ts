import type { CalendarDate } from '../validation/dates';

/**
 * France's public holidays (Code du travail L3133-1), the ones the whole country keeps:
 * eight on fixed dates, three counted from Easter Sunday. Alsace-Moselle's two more (Good
 * Friday, 26 December) are local and not counted.
 */
const FIXED_HOLIDAYS: readonly (readonly [month: number, day: number])[] = [
  [1, 1], // jour de l'an
  [5, 1], // fête du Travail
  [5, 8], // victoire de 1945
  [7, 14], // fête nationale
  [8, 15], // Assomption
  [11, 1], // Toussaint
  [11, 11], // armistice de 1918
  [12, 25], // Noël
];

/** Lundi de Pâques, Ascension, lundi de Pentecôte: days after Easter Sunday. */
const DAYS_AFTER_EASTER = [1, 39, 50] as const;

const DAY_MS = 86_400_000;

function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Easter Sunday of a Gregorian year: the anonymous algorithm (Meeus, Jones, Butcher),
 * written here because libs/domain imports nothing but valibot (ARCHITECTURE.md §2).
 * Checked against date-easter for every year from 1583 to 4099 before it replaced it.
 */
export function easterSunday(year: number): CalendarDate {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const f = Math.floor((century + 8) / 25);
  const g = Math.floor((century - f + 1) / 3);
  const epact = (19 * golden + century - leapCenturies - g + 15) % 30;
  const l =
    (32 + 2 * (century % 4) + 2 * Math.floor(yearOfCentury / 4) - epact - (yearOfCentury % 4)) % 7;
  const m = Math.floor((golden + 11 * epact + 22 * l) / 451);
  const n = epact + l - 7 * m + 114;
  return { year, month: Math.floor(n / 31), day: (n % 31) + 1 };
}

/** Whether a day is a public holiday in France. */
export function isFrenchPublicHoliday(date: CalendarDate): boolean {
  if (FIXED_HOLIDAYS.some(([month, day]) => date.month === month && date.day === day)) {
    return true;
  }
  const daysAfterEaster = dayNumber(date) - dayNumber(easterSunday(date.year));
  return DAYS_AFTER_EASTER.some((offset) => offset === daysAfterEaster);
}
