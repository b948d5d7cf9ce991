/**
 * The address calls (SPEC.md §7 "address (token)" generic resource, and
 * `GET /customer/address/{id}/coordinates`). Every call is with-token and sees the caller's
 * own addresses only: another customer's id answers 404 `address_not_found`, as an unknown
 * one does.
 */
import * as v from 'valibot';
import { CommonQuerySchema, IdSchema, RowIdSchema, TextSchema } from './common';
import { AddressSchema, CustomerSchema } from './customer';
import { dataEnvelopeSchema, listSchema } from './envelope';
import { LatitudeSchema, LongitudeSchema } from './geography';

/**
 * The address form as `POST /address` and `PUT /address/{id}` send it, under `address`.
 * Only the shape is checked here; the rules (required fields, 35-character lines, French
 * phone numbers, a postcode the cities lookup knows, country FR) are libs/domain's
 * `createAddressSchema`, and a failure answers 400 `invalid_input` with the domain's message
 * key per field (`fields["address.zipcode"] = "zipcode_invalid"`).
 *
 * Default flags (our decision where the spec is silent): `true` makes this address the
 * default of its kind and clears the flag on the caller's other addresses; `false` or
 * absent changes nothing, so a default moves to another address but is never left
 * without one. A customer's first address is both defaults whatever is sent.
 */
export const AddressPayloadSchema = v.object({
  label: v.pipe(TextSchema, v.description('A name for the address (Maison, Bureau…).')),
  civility: v.pipe(TextSchema, v.description('A civility label of `GET /civilities`.')),
  firstname: v.pipe(TextSchema, v.description('First name of the addressee.')),
  lastname: v.pipe(TextSchema, v.description('Last name of the addressee.')),
  address_line_1: v.pipe(TextSchema, v.description('Number and street, 35 characters at most.')),
  address_line_2: v.pipe(
    v.optional(v.nullable(TextSchema)),
    v.description('Address complement (complément d’adresse); 35 characters at most.'),
  ),
  address_line_3: v.pipe(
    v.optional(v.nullable(TextSchema)),
    v.description('Locality or building (lieu-dit, bâtiment); 35 characters at most.'),
  ),
  zipcode: v.pipe(
    TextSchema,
    v.description('A French postcode the cities lookup knows (`GET /cities`).'),
  ),
  city: v.pipe(TextSchema, v.description('The commune of the postcode.')),
  country: v.pipe(TextSchema, v.description('ISO code; FR is the only one accepted.')),
  phone: v.pipe(v.optional(v.nullable(TextSchema)), v.description('A French landline or mobile.')),
  mobile: v.pipe(
    v.optional(v.nullable(TextSchema)),
    v.description("A French mobile, for the carrier's texts."),
  ),
  delivery_information: v.pipe(
    v.optional(v.nullable(TextSchema)),
    v.description('Notes for the carrier (door code, floor…).'),
  ),
  is_invoice_default: v.pipe(
    v.optional(v.boolean()),
    v.description('Make it the default billing address.'),
  ),
  is_delivery_default: v.pipe(
    v.optional(v.boolean()),
    v.description('Make it the default delivery address.'),
  ),
});
export type AddressPayload = v.InferOutput<typeof AddressPayloadSchema>;

export const AddressBodySchema = v.object({
  address: v.pipe(AddressPayloadSchema, v.description('The address form.')),
});
export type AddressBody = v.InferOutput<typeof AddressBodySchema>;

/** `{id}` of the address calls. */
export const AddressParamsSchema = v.object({
  id: v.pipe(RowIdSchema, v.description("One of the customer's addresses.")),
});
export type AddressParams = v.InferOutput<typeof AddressParamsSchema>;

export const AddressQuerySchema = CommonQuerySchema;

export const AddressListSchema = listSchema(AddressSchema);
export type AddressList = v.InferOutput<typeof AddressListSchema>;
export const AddressListReplySchema = dataEnvelopeSchema(AddressListSchema);

/** `GET /address/{id}`. */
export const AddressReplySchema = dataEnvelopeSchema(AddressSchema);

/** `POST /address` (201): the customer with every address, and the new address's id. */
export const AddressCreatedSchema = v.object({
  customer: CustomerSchema,
  address: v.object({ id: IdSchema }),
});
export type AddressCreated = v.InferOutput<typeof AddressCreatedSchema>;
export const AddressCreatedReplySchema = dataEnvelopeSchema(AddressCreatedSchema);

/**
 * `PUT /address/{id}` and `DELETE /address/{id}`: the customer with every address (default
 * flags of the others may have changed). Deleting the default billing or delivery address
 * answers 409 `address_is_default`.
 */
export const AddressChangedSchema = v.object({ customer: CustomerSchema });
export type AddressChanged = v.InferOutput<typeof AddressChangedSchema>;
export const AddressChangedReplySchema = dataEnvelopeSchema(AddressChangedSchema);

export const AddressCoordinatesSchema = v.object({ lat: LatitudeSchema, lon: LongitudeSchema });
export type AddressCoordinates = v.InferOutput<typeof AddressCoordinatesSchema>;
export const AddressCoordinatesReplySchema = dataEnvelopeSchema(AddressCoordinatesSchema);
