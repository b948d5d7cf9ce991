import * as v from 'valibot';
import { formObject } from './fields';
import { createBirthdaySchema } from './birthday';
import { CivilitySchema } from './civility';
import { OptionalCompanyNameSchema, OptionalSiretSchema } from './company';
import { FirstnameSchema, LastnameSchema } from './names';
import { OriginSchema } from './origin';
import { OptionalLandlineSchema, OptionalMobileSchema } from './phone';

/**
 * Personal information of the account (SPEC.md §3 Customer, §5): civility, names, birthday
 * and origin required; phone (landline) and mobile optional but French when given. The
 * e-mail and password have their own forms. `now` (ms since the epoch) bounds the birthday.
 */
export function createPersonalInformationSchema(now: number) {
  return formObject({
    civility: CivilitySchema,
    firstname: FirstnameSchema,
    lastname: LastnameSchema,
    // Missing, it reads as three empty selects.
    birthday: v.optional(createBirthdaySchema(now), { day: '', month: '', year: '' }),
    phone: OptionalLandlineSchema,
    mobile: OptionalMobileSchema,
    origin: OriginSchema,
  });
}
export type PersonalInformation = v.InferOutput<ReturnType<typeof createPersonalInformationSchema>>;

/**
 * The profile form of the account: the personal information, and the company of a customer
 * who buys for one (both optional).
 */
export function createAccountProfileSchema(now: number) {
  return formObject({
    ...createPersonalInformationSchema(now).entries,
    company_name: OptionalCompanyNameSchema,
    siret: OptionalSiretSchema,
  });
}
export type AccountProfile = v.InferOutput<ReturnType<typeof createAccountProfileSchema>>;
