import type { Address, AddressPayload } from '@shop/api-client';
import { civilityOrNone, COUNTRY_CODE, type AddressForm, type Civility } from '@shop/domain';
import type { FormFailure } from '../forms';

/** What the address form holds while it is typed: strings as the fields give them. */
export interface AddressFormValues {
  label: string;
  civility: Civility | '';
  firstname: string;
  lastname: string;
  address_line_1: string;
  address_line_2: string;
  address_line_3: string;
  zipcode: string;
  city: string;
  phone: string;
  mobile: string;
  delivery_information: string;
  is_invoice_default: boolean;
  is_delivery_default: boolean;
}

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  label: '',
  civility: '',
  firstname: '',
  lastname: '',
  address_line_1: '',
  address_line_2: '',
  address_line_3: '',
  zipcode: '',
  city: '',
  phone: '',
  mobile: '',
  delivery_information: '',
  is_invoice_default: false,
  is_delivery_default: false,
};

/** The form filled with a saved address, to edit it. */
export function formValuesOf(address: Address): AddressFormValues {
  return {
    label: address.label,
    civility: civilityOrNone(address.civility),
    firstname: address.firstname,
    lastname: address.lastname,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2 ?? '',
    address_line_3: address.address_line_3 ?? '',
    zipcode: address.zipcode,
    city: address.city,
    phone: address.phone ?? '',
    mobile: address.mobile ?? '',
    delivery_information: address.delivery_information ?? '',
    is_invoice_default: address.is_invoice_default,
    is_delivery_default: address.is_delivery_default,
  };
}

/** An empty optional field is sent as "nothing", not as an empty text. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The checked form as `POST /address` and `PUT /address/{id}` take it. */
export function payloadOf(form: AddressForm): AddressPayload {
  return {
    ...form,
    address_line_2: orNull(form.address_line_2),
    address_line_3: orNull(form.address_line_3),
    phone: orNull(form.phone),
    mobile: orNull(form.mobile),
    delivery_information: orNull(form.delivery_information),
    country: COUNTRY_CODE,
  };
}

/**
 * A saved address sent back unchanged but for its default flags: making it a default is a
 * `PUT` of the whole address, as the contract has no call of its own for it.
 */
export function payloadWithDefaults(
  address: Address,
  defaults: Pick<AddressPayload, 'is_invoice_default' | 'is_delivery_default'>,
): AddressPayload {
  return {
    label: address.label,
    civility: address.civility,
    firstname: address.firstname,
    lastname: address.lastname,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2,
    address_line_3: address.address_line_3,
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
    phone: address.phone,
    mobile: address.mobile,
    delivery_information: address.delivery_information,
    is_invoice_default: address.is_invoice_default,
    is_delivery_default: address.is_delivery_default,
    ...defaults,
  };
}

/** The server names the fields under the payload's key (`address.zipcode`); the form does not. */
export function onFormFields(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fields)) {
    fields[field.replace(/^address\./, '')] = message;
  }
  return { ...failure, fields };
}
