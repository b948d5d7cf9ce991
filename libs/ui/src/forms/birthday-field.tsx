import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BIRTHDAY_MAX_AGE_YEARS, calendarDateOf } from '@shop/domain';
import { FieldsetFrame } from './fieldset-frame';
import { SelectField } from './select-field';

/** The three selects as typed: digit strings, `''` while not chosen. */
export interface BirthdayInput {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_BIRTHDAY: BirthdayInput = { day: '', month: '', year: '' };

export interface BirthdayFieldProps {
  value: BirthdayInput;
  onValueChange: (value: BirthdayInput) => void;
  /**
   * Messages by path as `validate` gives them: `birthday` for the date as a whole (not a
   * real day, in the future), `birthday.day`, `birthday.month`, `birthday.year`.
   */
  errors?: Readonly<Record<string, string>>;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The birthday as day, month and year selects in one fieldset (SPEC.md §3, §5), years
 * from this year back BIRTHDAY_MAX_AGE_YEARS, months by their French names.
 */
export function BirthdayField({ value, onValueChange, errors = {} }: BirthdayFieldProps) {
  const { t, i18n } = useLingui();
  // Read once: the year list must not change under the customer while the form is open.
  const [thisYear] = useState(() => calendarDateOf(Date.now()).year);
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' });
  const days = range(1, 31).map((day) => ({ value: String(day), label: String(day) }));
  const months = range(1, 12).map((month) => ({
    value: String(month),
    label: monthName.format(Date.UTC(2000, month - 1, 1)),
  }));
  const years = range(thisYear - BIRTHDAY_MAX_AGE_YEARS, thisYear)
    .reverse()
    .map((year) => ({ value: String(year), label: String(year) }));
  const whole = errors.birthday ?? null;
  const set = (part: keyof BirthdayInput) => (next: string) =>
    onValueChange({ ...value, [part]: next });
  return (
    <FieldsetFrame legend={t`Date de naissance`} required error={whole}>
      <div className="form-field__row">
        <SelectField
          label={t`Jour`}
          name="birthday_day"
          autoComplete="bday-day"
          required
          placeholder={t`Jour`}
          options={days}
          value={value.day}
          onValueChange={set('day')}
          error={errors['birthday.day']}
        />
        <SelectField
          label={t`Mois`}
          name="birthday_month"
          autoComplete="bday-month"
          required
          placeholder={t`Mois`}
          options={months}
          value={value.month}
          onValueChange={set('month')}
          error={errors['birthday.month']}
        />
        <SelectField
          label={t`Année`}
          name="birthday_year"
          autoComplete="bday-year"
          required
          placeholder={t`Année`}
          options={years}
          value={value.year}
          onValueChange={set('year')}
          error={errors['birthday.year']}
        />
      </div>
    </FieldsetFrame>
  );
}

/** The three selects as numbers for a schema or a payload (`''` stays missing). */
export function birthdayNumbers(input: BirthdayInput) {
  const toNumber = (text: string) => (text === '' ? undefined : Number(text));
  return { day: toNumber(input.day), month: toNumber(input.month), year: toNumber(input.year) };
}
