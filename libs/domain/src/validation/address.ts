import * as v from 'valibot';
import { ADDRESS_LINE_MAX_LENGTH, COUNTRY_CODE } from '../constants';
import { CivilitySchema } from './civility';
import { formObject, optionalText, requiredText } from './fields';
import {
  ADDRESS_LABEL_MAX_LENGTH,
  CITY_MAX_LENGTH,
  DELIVERY_INFORMATION_MAX_LENGTH,
} from './limits';
import { messageKey, requiredKey } from './message-keys';
import { FirstnameSchema, LastnameSchema } from './names';
import { OptionalLandlineSchema, OptionalMobileSchema } from './phone';
import { createZipcodeSchema, type ZipcodeLookup } from './zipcode';

/** The country of every address: France, the only one the list offers (SPEC.md §9). */
export const CountrySchema = v.pipe(
  v.string(requiredKey('country')),
  v.trim(),
  v.nonEmpty(requiredKey('country')),
  v.check((country) => country === COUNTRY_CODE, messageKey('country_invalid')),
);

/**
 * The address form (SPEC.md §3 Address, §5), with the spec's field names. Required: label,
 * civility, names, line 1, postcode, city and country; every line holds at most
 * ADDRESS_LINE_MAX_LENGTH characters; phone and mobile are optional but must be French
 * numbers of their kind when given. The postcode is checked against the cities looked up
 * for it, so the schema is built with that lookup's answer and rebuilt when it changes.
 */
export function createAddressSchema(lookup: ZipcodeLookup | null) {
  return formObject({
    label: requiredText('label', ADDRESS_LABEL_MAX_LENGTH),
    civility: CivilitySchema,
    firstname: FirstnameSchema,
    lastname: LastnameSchema,
    address_line_1: requiredText('address_line_1', ADDRESS_LINE_MAX_LENGTH),
    address_line_2: optionalText(ADDRESS_LINE_MAX_LENGTH),
    address_line_3: optionalText(ADDRESS_LINE_MAX_LENGTH),
    zipcode: createZipcodeSchema(lookup),
    city: requiredText('city', CITY_MAX_LENGTH),
    country: CountrySchema,
    phone: OptionalLandlineSchema,
    mobile: OptionalMobileSchema,
    delivery_information: optionalText(DELIVERY_INFORMATION_MAX_LENGTH),
    is_invoice_default: v.optional(v.boolean(messageKey('invalid_value')), false),
    is_delivery_default: v.optional(v.boolean(messageKey('invalid_value')), false),
  });
}
export type AddressForm = v.InferOutput<ReturnType<typeof createAddressSchema>>;
