import * as v from 'valibot';
import {
  CivilitySchema,
  createWithdrawalSchema,
  EmailSchema,
  FirstnameSchema,
  formObject,
  LastnameSchema,
} from '@shop/domain';

/** Who withdraws: the domain's own field rules, as every form of the shop uses them. */
const WithdrawalSenderSchema = formObject({
  civility: CivilitySchema,
  firstname: FirstnameSchema,
  lastname: LastnameSchema,
  email: EmailSchema,
});

/**
 * The withdrawal form as `POST /withdrawal` checks it: the domain's withdrawal rule (order
 * number, dates not in the future at `now`, delivery not before order, content, address)
 * and the sender's fields, every failing field of both reported at once.
 */
export function createWithdrawalRequestSchema(now: number) {
  return v.intersect([createWithdrawalSchema(now), WithdrawalSenderSchema]);
}
