import * as v from 'valibot';
import { OptinsSchema } from '@shop/api-client/contract';
import {
  CurrentPasswordSchema,
  EmailSchema,
  OptionalCompanyNameSchema,
  OptionalSiretSchema,
  createBirthdaySchema,
  createPersonalInformationSchema,
  formObject,
} from '@shop/domain';

/**
 * The rules of `PUT /customer` (SPEC.md §5), all libs/domain's: the fields of the personal
 * information form, each checked when sent (a partial update), the e-mail rule, and the
 * company's (a SIRET of 14 digits, spaces allowed). `now` bounds the birthday. Paths keep the payload's `customer.` prefix, as JSON-Schema errors do.
 */
export function createCustomerUpdateRules(now: number) {
  const personal = createPersonalInformationSchema(now).entries;
  return v.object({
    customer: v.partial(
      v.object({
        civility: personal.civility,
        firstname: personal.firstname,
        lastname: personal.lastname,
        email: EmailSchema,
        birthday: createBirthdaySchema(now),
        phone: personal.phone,
        mobile: personal.mobile,
        origin: personal.origin,
        company_name: OptionalCompanyNameSchema,
        siret: OptionalSiretSchema,
        optins: v.partial(OptinsSchema),
      }),
    ),
    // Required only to change the e-mail (see `CurrentPasswordRule`).
    current_password: v.optional(v.string()),
  });
}
export type CustomerUpdateInput = v.InferOutput<ReturnType<typeof createCustomerUpdateRules>>;

/** The current password, which an e-mail (login) change asks for. */
export const CurrentPasswordRule = formObject({ current_password: CurrentPasswordSchema });
