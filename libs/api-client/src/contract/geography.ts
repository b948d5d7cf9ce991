/**
 * The geography calls of SPEC.md §7: request and reply schemas of `/cities`,
 * `/point-of-sale`, `/relay` and `/reverse-geocoding`. Distances are kilometres with one
 * decimal; positions are WGS 84 degrees.
 */
import * as v from 'valibot';
import {
  CommonQuerySchema,
  IdSchema,
  RowIdSchema,
  NonEmptyStringSchema as NonEmptySchema,
  TextSchema,
} from './common';
import { dataEnvelopeSchema, listSchema } from './envelope';

/** A French postcode as a query parameter: five digits (metropolitan or not). */
export const ZipcodeQuerySchema = v.pipe(v.string(), v.regex(/^\d{5}$/));

/** An INSEE commune code: `75056`, `2A004`. */
export const CommuneCodeSchema = v.pipe(v.string(), v.regex(/^(?:\d{5}|2[AB]\d{3})$/));

export const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
export const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

/** A commune under one of its postcodes. */
export const CitySchema = v.object({
  name: NonEmptySchema,
  zipcode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  code: v.pipe(CommuneCodeSchema, v.description('The INSEE code.')),
});
export type City = v.InferOutput<typeof CitySchema>;

export const CitiesQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  zipcode: v.pipe(ZipcodeQuerySchema, v.description('A French postcode (5 digits).')),
});
export type CitiesQuery = v.InferOutput<typeof CitiesQuerySchema>;
export const CityListSchema = listSchema(CitySchema);
export type CityList = v.InferOutput<typeof CityListSchema>;
export const CitiesReplySchema = dataEnvelopeSchema(CityListSchema);

/** `HH:MM`, 24-hour clock, local time. */
const ClockTimeSchema = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const WeekDaySchema = v.picklist(WEEK_DAYS);
export type WeekDay = v.InferOutput<typeof WeekDaySchema>;

/**
 * Opening hours of one day of the week (SPEC.md §3, a relay point's "schedules"; the
 * pharmacies' are the same shape). A closed day has no period; periods are in order.
 */
export const ScheduleSchema = v.object({
  day: v.pipe(WeekDaySchema, v.description('The day of the week.')),
  periods: v.pipe(
    v.array(v.object({ from: ClockTimeSchema, to: ClockTimeSchema })),
    v.description('Opening periods, local time (`HH:MM`); empty: closed.'),
  ),
});
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

/** What a place found near a position has in common: pharmacies and relay points. */
const NearbyPlaceEntries = {
  id: v.pipe(IdSchema, v.description("The place's id.")),
  name: v.pipe(NonEmptySchema, v.description('Its name.')),
  address: v.pipe(
    NonEmptySchema,
    v.description('Street address, one line of at most 35 characters.'),
  ),
  zipcode: v.pipe(v.pipe(v.string(), v.regex(/^\d{5}$/)), v.description('Its postcode.')),
  city: v.pipe(NonEmptySchema, v.description('Its commune.')),
  lat: v.pipe(LatitudeSchema, v.description('Latitude.')),
  lon: v.pipe(LongitudeSchema, v.description('Longitude.')),
  schedules: v.pipe(v.array(ScheduleSchema), v.description('Seven days, Monday first.')),
};

/** From the searched position, in km with one decimal; null when read by id. */
const DistanceSchema = v.nullable(v.pipe(v.number(), v.minValue(0)));

/** A partner pharmacy (SPEC.md §9: they obtain the products within 48 hours). */
export const PointOfSaleSchema = v.object({
  ...NearbyPlaceEntries,
  phone: v.pipe(NonEmptySchema, v.description('French landline as written, `01 99 00 12 34`.')),
  distance: v.pipe(
    DistanceSchema,
    v.description('From the searched position, in km; null when read by id.'),
  ),
});
export type PointOfSale = v.InferOutput<typeof PointOfSaleSchema>;

/** A relay point of the relay carrier, where a parcel waits for its customer. */
export const RelayPointSchema = v.object({
  ...NearbyPlaceEntries,
  distance: v.pipe(
    DistanceSchema,
    v.description('From the searched position, in km; null when read by id.'),
  ),
});
export type RelayPoint = v.InferOutput<typeof RelayPointSchema>;

/** Largest search radius, in km: beyond it "nearest" stops meaning "near". */
export const NEARBY_MAX_RADIUS_KM = 100;
export const NEARBY_DEFAULT_RADIUS_KM = 30;
export const NEARBY_MAX_PER_PAGE = 50;

/**
 * Where to search, nearest first (our decision, SPEC.md does not show it): `lat` and `lon`
 * together, or a `zipcode` and/or a `city` name, which stand for that commune's position.
 * Coordinates win when both are given. Without any of them the call answers 400
 * `invalid_input` with `fields.lat = required`; an unknown postcode or city answers 404
 * `location_not_found`. Only places within `radius` km are listed and counted in `total`.
 */
export const NearbyQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  lat: v.pipe(
    v.optional(LatitudeSchema),
    v.description('Latitude of the place to search around (with `lon`).'),
  ),
  lon: v.pipe(
    v.optional(LongitudeSchema),
    v.description('Longitude of the place to search around (with `lat`).'),
  ),
  zipcode: v.pipe(v.optional(ZipcodeQuerySchema), v.description('Or a postcode to search around.')),
  city: v.pipe(
    v.optional(v.pipe(TextSchema, v.minLength(1), v.maxLength(100))),
    v.description('Or a commune name (with the postcode, it picks among its communes).'),
  ),
  radius: v.pipe(
    v.optional(
      v.pipe(v.number(), v.minValue(0.1), v.maxValue(NEARBY_MAX_RADIUS_KM)),
      NEARBY_DEFAULT_RADIUS_KM,
    ),
    v.description('How far to look, in km.'),
  ),
  page: v.pipe(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
    v.description('The page to read, from 1.'),
  ),
  per_page: v.pipe(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(NEARBY_MAX_PER_PAGE)), 10),
    v.description('Places per page.'),
  ),
});
export type NearbyQuery = v.InferOutput<typeof NearbyQuerySchema>;
export type NearbyQueryInput = v.InferInput<typeof NearbyQuerySchema>;

export const PointOfSaleListQuerySchema = NearbyQuerySchema;
export const PointOfSaleListSchema = listSchema(PointOfSaleSchema);
export type PointOfSaleList = v.InferOutput<typeof PointOfSaleListSchema>;
export const PointOfSaleListReplySchema = dataEnvelopeSchema(PointOfSaleListSchema);

export const GeographyIdParamsSchema = v.object({
  id: v.pipe(RowIdSchema, v.description("The pharmacy's or relay point's id.")),
});
export type GeographyIdParams = v.InferOutput<typeof GeographyIdParamsSchema>;
export const PointOfSaleQuerySchema = CommonQuerySchema;
export const PointOfSaleReplySchema = dataEnvelopeSchema(PointOfSaleSchema);

export const RelayListQuerySchema = NearbyQuerySchema;
export const RelayPointListSchema = listSchema(RelayPointSchema);
export type RelayPointList = v.InferOutput<typeof RelayPointListSchema>;
export const RelayListReplySchema = dataEnvelopeSchema(RelayPointListSchema);

export const RelayQuerySchema = CommonQuerySchema;
export const RelayReplySchema = dataEnvelopeSchema(RelayPointSchema);

export const ReverseGeocodingQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  lat: v.pipe(LatitudeSchema, v.description('Latitude (WGS 84).')),
  lon: v.pipe(LongitudeSchema, v.description('Longitude (WGS 84).')),
});
export type ReverseGeocodingQuery = v.InferOutput<typeof ReverseGeocodingQuerySchema>;
export const ReverseGeocodingReplySchema = dataEnvelopeSchema(CitySchema);
