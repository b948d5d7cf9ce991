import * as v from 'valibot';
import { CivilitySchema } from './civility';
import { calendarDateOf, compareCalendarDates, parseIsoDate, type CalendarDate } from './dates';
import { EmailSchema } from './email';
import { formObject, optionalText, requiredText } from './fields';
import {
  MESSAGE_MAX_LENGTH,
  ORDER_NUMBER_MAX_LENGTH,
  WITHDRAWAL_ADDRESS_MAX_LENGTH,
} from './limits';
import { messageKey, requiredKey } from './message-keys';
import { FirstnameSchema, LastnameSchema } from './names';

/** A `YYYY-MM-DD` text (a date input's value) naming a real day; `''` is left to others. */
const isoDate = v.check(
  (text: string) => text === '' || parseIsoDate(text) !== null,
  messageKey('date_invalid'),
);

/** Not after `today`; texts that are not dates are left to `isoDate`. */
function notAfter(today: CalendarDate) {
  return v.check((text: string) => {
    const date = parseIsoDate(text);
    return date === null || compareCalendarDates(date, today) <= 0;
  }, messageKey('date_in_future'));
}

/**
 * The withdrawal form (SPEC.md §3 Withdrawal request, §5): order number, order date and
 * content required; the delivery date is optional (one may withdraw before receiving) but
 * not before the order date. Neither date may be after today in the shop's time zone at
 * `now` (ms since the epoch). The form does not refuse a late withdrawal: the 14 days run
 * from a receipt only the shop can confirm.
 */
export function createWithdrawalSchema(now: number) {
  const today = calendarDateOf(now);
  return v.pipe(
    formObject({
      order_number: requiredText('order_number', ORDER_NUMBER_MAX_LENGTH),
      order_date: v.pipe(
        v.string(requiredKey('order_date')),
        v.trim(),
        v.nonEmpty(requiredKey('order_date')),
        isoDate,
        notAfter(today),
      ),
      delivery_date: v.pipe(
        v.nullish(v.string(messageKey('date_invalid')), ''),
        v.trim(),
        isoDate,
        notAfter(today),
      ),
      content: requiredText('content', MESSAGE_MAX_LENGTH),
      address: optionalText(WITHDRAWAL_ADDRESS_MAX_LENGTH),
    }),
    v.forward(
      v.partialCheck(
        [['order_date'], ['delivery_date']],
        // Both are valid YYYY-MM-DD here, which sort as text.
        (dates) => dates.delivery_date === '' || dates.order_date <= dates.delivery_date,
        messageKey('delivery_before_order'),
      ),
      ['delivery_date'],
    ),
  );
}
export type Withdrawal = v.InferOutput<ReturnType<typeof createWithdrawalSchema>>;

/** Who withdraws: civility, names and e-mail, by the rules every form of the shop uses. */
export const WithdrawalSenderSchema = formObject({
  civility: CivilitySchema,
  firstname: FirstnameSchema,
  lastname: LastnameSchema,
  email: EmailSchema,
});

/**
 * The withdrawal request as sent (`POST /withdrawal`): the withdrawal and who withdraws,
 * every failing field of both reported at once.
 */
export function createWithdrawalRequestSchema(now: number) {
  return v.intersect([createWithdrawalSchema(now), WithdrawalSenderSchema]);
}
export type WithdrawalRequest = v.InferOutput<ReturnType<typeof createWithdrawalRequestSchema>>;
