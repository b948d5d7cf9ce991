import * as v from 'valibot';
import { CARRIER_CODES, CIVILITIES, CUSTOMER_ORIGIN_CODES } from '@shop/domain';
import {
  CommonQuerySchema,
  IdSchema,
  NonEmptyStringSchema as NonEmptySchema,
  TextSchema,
} from '../common';
import { dataEnvelopeSchema, listSchema } from '../envelope';

/** The settings and reference lists a first page load reads (SPEC.md §4). */

// Global settings
export const SettingSchema = v.object({
  code: NonEmptySchema,
  values: v.pipe(
    v.array(v.string()),
    v.description('The first value is used as a slug (SPEC.md §3).'),
  ),
});
export type Setting = v.InferOutput<typeof SettingSchema>;
export const SettingListReplySchema = dataEnvelopeSchema(listSchema(SettingSchema));
export const SettingReplySchema = dataEnvelopeSchema(SettingSchema);

// Menus
export const MenuChildSchema = v.object({ label: NonEmptySchema, slug: v.string() });
export const MenuItemSchema = v.object({
  code: NonEmptySchema,
  label: NonEmptySchema,
  slug: v.pipe(
    v.nullable(v.string()),
    v.description('Where the entry itself leads; null for an entry that only opens its childs.'),
  ),
  childs: v.array(MenuChildSchema),
});
export const MenuSchema = v.object({
  code: NonEmptySchema,
  label: NonEmptySchema,
  items: v.array(MenuItemSchema),
});
export type Menu = v.InferOutput<typeof MenuSchema>;
export const MenuQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  code: v.pipe(
    v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,64}$/))),
    v.description('Only the menu of this code.'),
  ),
});
export type MenuQuery = v.InferOutput<typeof MenuQuerySchema>;
export const MenuListReplySchema = dataEnvelopeSchema(listSchema(MenuSchema));
export const MenuReplySchema = dataEnvelopeSchema(MenuSchema);

// Country setting
const PhoneSchema = v.object({
  display: v.pipe(NonEmptySchema, v.description('As shown: `04 72 00 00 00`.')),
  link: v.pipe(NonEmptySchema, v.description('As dialled: `tel:+33472000000` (`fax:` for a fax).')),
});
const AddressSchema = v.object({
  name: NonEmptySchema,
  street: NonEmptySchema,
  zipcode: NonEmptySchema,
  city: NonEmptySchema,
  country: NonEmptySchema,
});
export const CountrySettingSchema = v.object({
  code: v.pipe(v.string(), v.length(2)),
  label: NonEmptySchema,
  contact: v.object({
    laboratory: v.object({ address: AddressSchema, phone: PhoneSchema, fax: PhoneSchema }),
    headquarters: v.object({ address: AddressSchema, phone: PhoneSchema }),
  }),
  url: v.pipe(v.string(), v.url()),
  pro_url: v.pipe(v.string(), v.url()),
  corporate_url: v.pipe(v.string(), v.url()),
});
export type CountrySetting = v.InferOutput<typeof CountrySettingSchema>;
export const CountryListReplySchema = dataEnvelopeSchema(listSchema(CountrySettingSchema));
export const CountryReplySchema = dataEnvelopeSchema(CountrySettingSchema);

// Customer origins, civilities
export const CustomerOriginSchema = v.object({
  id: IdSchema,
  code: v.picklist(CUSTOMER_ORIGIN_CODES),
  label: NonEmptySchema,
});
export type CustomerOrigin = v.InferOutput<typeof CustomerOriginSchema>;
export const CustomerOriginListReplySchema = dataEnvelopeSchema(listSchema(CustomerOriginSchema));

export const CivilityItemSchema = v.object({
  id: IdSchema,
  label: v.picklist(CIVILITIES),
  short: v.pipe(NonEmptySchema, v.description('Abbreviation for addresses: `Mme`, `M.`.')),
});
export type CivilityItem = v.InferOutput<typeof CivilityItemSchema>;
export const CivilityListReplySchema = dataEnvelopeSchema(listSchema(CivilityItemSchema));
export const CivilityReplySchema = dataEnvelopeSchema(CivilityItemSchema);

// Carriers and payment methods
export const CarrierSchema = v.object({
  id: IdSchema,
  code: v.picklist(CARRIER_CODES),
  label: NonEmptySchema,
  description: v.string(),
  cost: v.pipe(
    v.pipe(v.number(), v.minValue(0)),
    v.description('Shipping cost with taxes, in euros.'),
  ),
  delay: v.object({
    min: v.pipe(v.number(), v.integer(), v.minValue(0)),
    max: v.pipe(v.number(), v.integer(), v.minValue(0)),
    unit: v.picklist(['working_days', 'working_hours']),
  }),
});
export type Carrier = v.InferOutput<typeof CarrierSchema>;
export const CarrierListReplySchema = dataEnvelopeSchema(listSchema(CarrierSchema));
export const CarrierReplySchema = dataEnvelopeSchema(CarrierSchema);

export const PAYMENT_KINDS = ['card', 'wallet', 'mobile_wallet', 'cheque'] as const;
export const PaymentMethodSchema = v.object({
  id: IdSchema,
  code: NonEmptySchema,
  label: NonEmptySchema,
  kind: v.picklist(PAYMENT_KINDS),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentMethodListReplySchema = dataEnvelopeSchema(listSchema(PaymentMethodSchema));
export const PaymentMethodReplySchema = dataEnvelopeSchema(PaymentMethodSchema);

// Maintenance
export const MaintenanceSchema = v.object({
  active: v.pipe(
    v.boolean(),
    v.description('Whether the shop is in maintenance (every reply then carries `x-maintenance`).'),
  ),
});
export type Maintenance = v.InferOutput<typeof MaintenanceSchema>;
export const MaintenanceReplySchema = dataEnvelopeSchema(MaintenanceSchema);

// Redirections
export const RedirectionQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  url: v.pipe(
    v.pipe(
      v.array(v.pipe(TextSchema, v.nonEmpty(), v.maxLength(2048))),
      v.minLength(1),
      v.maxLength(10),
    ),
    v.description(
      'The old URL, or several variants of it (repeat `url`): the first that has a redirection wins.',
    ),
  ),
});
export type RedirectionQuery = v.InferOutput<typeof RedirectionQuerySchema>;
export const RedirectionSchema = v.object({
  type: v.pipe(
    v.picklist([301, 302]),
    v.description("301 permanent or 302 temporary (the storefront's responseType)."),
  ),
  url: v.pipe(
    NonEmptySchema,
    v.description(
      "Where to go (the storefront's redirectionLocation): a path of the shop or a URL.",
    ),
  ),
});
export type Redirection = v.InferOutput<typeof RedirectionSchema>;
export const RedirectionReplySchema = dataEnvelopeSchema(RedirectionSchema);
