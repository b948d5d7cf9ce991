import type { Customer, CustomerUpdate } from '@shop/api-client';
import { civilityOrNone, type AccountProfile, type Civility } from '@shop/domain';
import type { BirthdayInput } from '@shop/ui';
import type { FormFailure } from '../../shared/forms';

/** The profile form as typed: every field a string, the birthday as three selects. */
export interface ProfileValues {
  civility: Civility | '';
  firstname: string;
  lastname: string;
  birthday: BirthdayInput;
  phone: string;
  mobile: string;
  origin: string;
  company_name: string;
  siret: string;
}

/** The form filled from the stored customer; the last name as stored, not title-cased. */
export function profileValuesOf(customer: Customer): ProfileValues {
  const birthday = customer.birthday;
  return {
    civility: civilityOrNone(customer.civility),
    firstname: customer.firstname,
    lastname: customer.lastname,
    birthday: birthday
      ? { day: String(birthday.day), month: String(birthday.month), year: String(birthday.year) }
      : { day: '', month: '', year: '' },
    phone: customer.phone ?? '',
    mobile: customer.mobile ?? '',
    origin: customer.origin ?? '',
    company_name: customer.company_name ?? '',
    siret: customer.siret ?? '',
  };
}

/** An optional text as `PUT /customer` clears it: empty is `null`. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The payload once libs/domain's rules passed: their output, plus the free fields. */
export function profileUpdateOf(checked: AccountProfile): CustomerUpdate {
  return {
    customer: {
      civility: checked.civility,
      firstname: checked.firstname,
      lastname: checked.lastname,
      birthday: checked.birthday,
      phone: orNull(checked.phone),
      mobile: orNull(checked.mobile),
      origin: checked.origin,
      company_name: orNull(checked.company_name),
      siret: orNull(checked.siret),
    },
  };
}

const CUSTOMER_PREFIX = 'customer.';

/**
 * The server names fields by their payload path (`customer.mobile`,
 * `customer.birthday.day`); the forms by their own (`mobile`, `birthday.day`).
 */
export function withFormFieldNames(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fields)) {
    const name = path.startsWith(CUSTOMER_PREFIX) ? path.slice(CUSTOMER_PREFIX.length) : path;
    fields[name] ??= message;
  }
  return { ...failure, fields };
}
