import {
  CONTACT_SUBJECTS,
  type ContactBody,
  type ContactProfile,
  type ContactSubject,
  type Customer,
} from '@shop/api-client';
import type { Contact } from '@shop/domain';

/** The contact form as typed: every field a text, `''` when empty. */
export interface ContactValues {
  profile: string;
  subject: string;
  message: string;
  firstname: string;
  lastname: string;
  email: string;
  function: string;
  address_line_1: string;
  zipcode: string;
  city: string;
}

/** The `?sujet=` the customer-service block sends for a call-back request. */
export const CALL_BACK_SUBJECT = 'rappel';

/** Profiles that say what they do there: the function field is theirs only. */
const PROFESSIONAL_PROFILES: readonly string[] = ['health_professional', 'pharmacist'];

export function asksFunction(profile: string): boolean {
  return PROFESSIONAL_PROFILES.includes(profile);
}

function isSubject(code: string): code is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(code);
}

/**
 * What the form starts with: a logged customer's names, e-mail and default address
 * (they write as a private customer, SPEC.md §6), and the subject the link asked for. A
 * call-back has no subject of its own: it is « other », the message says what is wanted.
 */
export function initialContactValues(
  customer: Customer | null,
  login: string | null,
  sujet: string | undefined,
  callBackMessage: string,
): ContactValues {
  const address =
    customer?.addresses.find((candidate) => candidate.is_invoice_default) ?? customer?.addresses[0];
  const callBack = sujet === CALL_BACK_SUBJECT;
  return {
    profile: customer ? 'private' : '',
    subject: callBack ? 'other' : sujet !== undefined && isSubject(sujet) ? sujet : '',
    message: callBack ? callBackMessage : '',
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? login ?? '',
    function: '',
    address_line_1: address?.address_line_1 ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
  };
}

/** The checked form as `POST /contact` takes it; a hidden function is not sent. */
export function contactBodyOf(contact: Contact, captchaToken: string): ContactBody {
  return {
    profile: contact.profile as ContactProfile,
    subject: contact.subject as ContactSubject,
    message: contact.message,
    firstname: contact.firstname,
    lastname: contact.lastname,
    email: contact.email,
    function: asksFunction(contact.profile) ? contact.function || null : null,
    address_line_1: contact.address_line_1 || null,
    zipcode: contact.zipcode || null,
    city: contact.city || null,
    captcha_token: captchaToken,
  };
}
