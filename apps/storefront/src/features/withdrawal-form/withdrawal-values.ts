import type { Customer, WithdrawalBody } from '@shop/api-client';
import {
  calendarDateOf,
  civilityOrNone,
  isoDateText,
  type Civility,
  type WithdrawalRequest,
} from '@shop/domain';

/** The withdrawal form as typed; dates are a date input's `YYYY-MM-DD`, `''` when empty. */
export interface WithdrawalValues {
  order_number: string;
  order_date: string;
  delivery_date: string;
  content: string;
  address: string;
  civility: Civility | '';
  firstname: string;
  lastname: string;
  email: string;
}

/** Today in the shop's time zone as a date input's value: no date may be after it. */
export function todayIso(now: number): string {
  return isoDateText(calendarDateOf(now));
}

/** A one-text postal address, as the withdrawal form holds it. */
function addressText(customer: Customer): string {
  const address =
    customer.addresses.find((candidate) => candidate.is_invoice_default) ?? customer.addresses[0];
  if (!address) return '';
  return [address.address_line_1, address.address_line_2, `${address.zipcode} ${address.city}`]
    .filter(Boolean)
    .join(', ');
}

/** What the form starts with: a logged customer's civility, names, e-mail and address. */
export function initialWithdrawalValues(
  customer: Customer | null,
  login: string | null,
): WithdrawalValues {
  return {
    order_number: '',
    order_date: '',
    delivery_date: '',
    content: '',
    address: customer ? addressText(customer) : '',
    civility: civilityOrNone(customer?.civility),
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? login ?? '',
  };
}

/** The checked form as `POST /withdrawal` takes it. */
export function withdrawalBodyOf(form: WithdrawalRequest, captchaToken: string): WithdrawalBody {
  return {
    order_number: form.order_number,
    order_date: form.order_date,
    delivery_date: form.delivery_date || null,
    content: form.content,
    address: form.address || null,
    civility: form.civility,
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email,
    captcha_token: captchaToken,
  };
}
