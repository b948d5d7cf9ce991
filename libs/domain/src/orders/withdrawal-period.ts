import { WITHDRAWAL_PERIOD_DAYS } from '../constants';
import { calendarDateOf, compareCalendarDates, type CalendarDate } from '../validation/dates';
import { isFrenchPublicHoliday } from './public-holidays';

/** The calendar day `days` after `date` (negative goes back), across months and years. */
function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Saturday, Sunday or a public holiday: a period ending on one runs on past it. */
function isNonWorkingDay(date: CalendarDate): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 6 || weekday === 0 || isFrenchPublicHoliday(date);
}

/**
 * The last day a withdrawal may be sent for an order received at `deliveredAt` (ms since
 * the epoch), counted as French law counts it (Code de la consommation L221-18 and
 * L221-19, EU regulation 1182/71): the day of receipt does not count, the period ends with
 * its 14th day in the shop's time zone, and a period ending on a Saturday, a Sunday or a
 * public holiday runs on to the next working day, as the terms of sale tell customers.
 */
export function withdrawalDeadline(deliveredAt: number): CalendarDate {
  let last = addDays(calendarDateOf(deliveredAt), WITHDRAWAL_PERIOD_DAYS);
  while (isNonWorkingDay(last)) last = addDays(last, 1);
  return last;
}

export type WithdrawalPeriodCheck =
  { ok: true } | { ok: false; code: 'withdrawal_period_over'; deadline: CalendarDate };

/**
 * Whether a withdrawal sent at `now` is within the period of an order received at
 * `deliveredAt`. An order with no delivery date (not delivered yet, or delivered before
 * the shop recorded the date) is accepted: one may withdraw before receiving, and a period
 * the shop cannot date is not one it can say is over.
 */
export function checkWithdrawalPeriod(
  { deliveredAt }: { deliveredAt: number | null },
  now: number,
): WithdrawalPeriodCheck {
  if (deliveredAt === null) return { ok: true };
  const deadline = withdrawalDeadline(deliveredAt);
  return compareCalendarDates(calendarDateOf(now), deadline) <= 0
    ? { ok: true }
    : { ok: false, code: 'withdrawal_period_over', deadline };
}
