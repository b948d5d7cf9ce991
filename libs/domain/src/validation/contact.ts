import * as v from 'valibot';
import { ADDRESS_LINE_MAX_LENGTH } from '../constants';
import { EmailSchema } from './email';
import { formObject, optionalText, requiredText } from './fields';
import {
  CITY_MAX_LENGTH,
  CONTACT_FUNCTION_MAX_LENGTH,
  CONTACT_PROFILE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
} from './limits';
import { FirstnameSchema, LastnameSchema } from './names';
import { OptionalZipcodeSchema } from './zipcode';

/**
 * The contact form (SPEC.md §3 Contact request, §5): profile, subject and message required,
 * with the names and e-mail to answer to. Function and address are optional; the postcode,
 * when given, is metropolitan (no cities lookup here: the city is typed).
 */
export const ContactSchema = formObject({
  profile: requiredText('profile', CONTACT_PROFILE_MAX_LENGTH),
  subject: requiredText('subject', CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText('message', MESSAGE_MAX_LENGTH),
  firstname: FirstnameSchema,
  lastname: LastnameSchema,
  email: EmailSchema,
  function: optionalText(CONTACT_FUNCTION_MAX_LENGTH),
  address_line_1: optionalText(ADDRESS_LINE_MAX_LENGTH),
  zipcode: OptionalZipcodeSchema,
  city: optionalText(CITY_MAX_LENGTH),
});
export type Contact = v.InferOutput<typeof ContactSchema>;
