import { WITHDRAWAL_PERIOD_DAYS } from '../constants';
import { calendarDateOf, compareCalendarDates, type CalendarDate } from '../validation/dates';

/** The calendar day `days` after `date` (negative goes back), across months and years. */
function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday, as `Date#getUTCDay`. */
function weekday({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The last day a withdrawal may be sent for an order received at `deliveredAt` (ms since
 * the epoch), counted as French law counts it (Code de la consommation L221-18 and
 * L221-19, EU regulation 1182/71): the day of receipt does not count, the period ends with
 * its 14th day in the shop's time zone, and a period ending on a Saturday or a Sunday runs
 * on to the Monday. The law extends it past a public holiday too, but libs/domain has no
 * table of French public holidays: such a deadline is not extended here, and the refusal
 * sends the customer to customer service, who can still accept.
 */
export function withdrawalDeadline(deliveredAt: number): CalendarDate {
  const last = addDays(calendarDateOf(deliveredAt), WITHDRAWAL_PERIOD_DAYS);
  const day = weekday(last);
  if (day === 6) return addDays(last, 2);
  if (day === 0) return addDays(last, 1);
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
