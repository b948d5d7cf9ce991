import { SHOP_TIME_ZONE } from './limits';

/** A day of the calendar, without time or zone; months run 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Gregorian rule: every fourth year, but not centuries, except every fourth century. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a month (1–12) of a year; 0 for a month that does not exist. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** Whether whole numbers name a real day: 29 February only in leap years, no 31 April. */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative when `a` is before `b`, zero on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The calendar day an instant (ms since the epoch) falls on in the shop's time zone: at
 * 23:30 UTC on 31 December it is already 1 January in Paris.
 */
export function calendarDateOf(now: number, timeZone: string = SHOP_TIME_ZONE): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A `YYYY-MM-DD` text (what a date input gives) as a real date; null otherwise. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** A date as `YYYY-MM-DD`: what a date input holds and the contract's calendar dates. */
export function isoDateText({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
