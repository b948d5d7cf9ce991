import { gregorianEaster } from 'date-easter';
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

/** Whether a day is a public holiday in France. */
export function isFrenchPublicHoliday(date: CalendarDate): boolean {
  if (FIXED_HOLIDAYS.some(([month, day]) => date.month === month && date.day === day)) {
    return true;
  }
  const daysAfterEaster = dayNumber(date) - dayNumber(gregorianEaster(date.year));
  return DAYS_AFTER_EASTER.some((offset) => offset === daysAfterEaster);
}
