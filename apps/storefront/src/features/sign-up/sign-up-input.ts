import type { SignUpRequest } from '@shop/api-client';
import {
  createPersonalInformationSchema,
  SignUpByEmailSchema,
  validate,
  type Civility,
  type FieldErrors,
} from '@shop/domain';
import { type BirthdayInput, birthdayNumbers, EMPTY_BIRTHDAY } from '@shop/ui';

/** The account form as typed: the request's names, the selects and boxes as the form holds them. */
export interface SignUpInput {
  civility: Civility | '';
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  birthday: BirthdayInput;
  phone: string;
  mobile: string;
  origin: string;
  health_newsletter: boolean;
  product_newsletter: boolean;
  sms_offers: boolean;
  diet_newsletter: boolean;
  foundation_emails: boolean;
  terms: boolean;
}

export const EMPTY_SIGN_UP: SignUpInput = {
  civility: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  password_confirmation: '',
  birthday: EMPTY_BIRTHDAY,
  phone: '',
  mobile: '',
  origin: '',
  health_newsletter: false,
  product_newsletter: false,
  sms_offers: false,
  diet_newsletter: false,
  foundation_emails: false,
  terms: false,
};

/** The payload's shape, the schemas and the request sharing their names. */
function payloadOf(input: SignUpInput) {
  const optional = (phone: string) => (phone.trim() === '' ? null : phone.trim());
  return {
    civility: input.civility,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    email: input.email.trim(),
    password: input.password,
    password_confirmation: input.password_confirmation,
    birthday: birthdayNumbers(input.birthday),
    phone: optional(input.phone),
    mobile: optional(input.mobile),
    origin: input.origin,
    // Both newsletters are asked: false, not null, so that the one_is_true rule applies.
    optins: {
      health_newsletter: input.health_newsletter,
      product_newsletter: input.product_newsletter,
      sms_offers: input.sms_offers,
      diet_newsletter: input.diet_newsletter,
      foundation_emails: input.foundation_emails,
    },
    terms: input.terms,
  };
}

/**
 * The form's own check, with the rules the shop API applies to this call (see its
 * identity/sign-up route): the sign-up rule (account, opt-ins, terms) and the personal
 * information rule (birthday, phones, origin), every failing field at once.
 */
export function signUpErrors(input: SignUpInput, now: number): FieldErrors | null {
  const payload = payloadOf(input);
  const account = validate(SignUpByEmailSchema, payload);
  const person = validate(createPersonalInformationSchema(now), payload);
  const errors = {
    ...(account.ok ? {} : account.errors),
    ...(person.ok ? {} : person.errors),
  };
  return Object.keys(errors).length > 0 ? errors : null;
}

export interface SignUpExtras {
  captcha_token: string;
  cart_token: string | null;
  /** The customer code of a sign-up with a code. */
  cegid_id?: string;
}

/** `POST /user/signup`'s body, once the form's check passed. */
export function signUpRequest(input: SignUpInput, extras: SignUpExtras): SignUpRequest {
  const { birthday, ...payload } = payloadOf(input);
  return {
    ...payload,
    birthday: { day: birthday.day ?? '', month: birthday.month ?? '', year: birthday.year ?? '' },
    remember_me: false,
    ...extras,
  };
}
