import * as v from 'valibot';
import { compareCalendarDates, calendarDateOf, isRealDate } from './dates';
import { formObject, wholeNumber } from './fields';
import { BIRTHDAY_MAX_AGE_YEARS } from './limits';
import { messageKey, requiredKey } from './message-keys';

/**
 * The birthday, typed as three selects (SPEC.md §3, §5: day, month and year required).
 * Each part is a whole number in its range (`birthday_invalid`; the year from
 * BIRTHDAY_MAX_AGE_YEARS back, `birthday_year_invalid`); together they must be a real day
 * (`birthday_invalid` on `birthday`: no 31 April, 29 February only in leap years) and not
 * after today in the shop's time zone (`birthday_in_future`). No minimum age: the spec
 * asks for none, minors may have an account through their parents.
 */
export function createBirthdaySchema(now: number) {
  const today = calendarDateOf(now);
  return v.pipe(
    formObject({
      day: v.pipe(
        wholeNumber(requiredKey('birthday_day')),
        v.minValue(1, messageKey('birthday_invalid')),
        v.maxValue(31, messageKey('birthday_invalid')),
      ),
      month: v.pipe(
        wholeNumber(requiredKey('birthday_month')),
        v.minValue(1, messageKey('birthday_invalid')),
        v.maxValue(12, messageKey('birthday_invalid')),
      ),
      year: v.pipe(
        wholeNumber(requiredKey('birthday_year')),
        v.minValue(today.year - BIRTHDAY_MAX_AGE_YEARS, messageKey('birthday_year_invalid')),
      ),
    }),
    v.check(isRealDate, messageKey('birthday_invalid')),
    v.check(
      (birthday) => compareCalendarDates(birthday, today) <= 0,
      messageKey('birthday_in_future'),
    ),
  );
}
export type Birthday = v.InferOutput<ReturnType<typeof createBirthdaySchema>>;
