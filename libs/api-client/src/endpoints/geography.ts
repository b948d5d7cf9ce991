import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { GEOGRAPHY, type NearbyQueryInput } from '../contract';
import { apiHttp } from '../http';

/** One function per geography call (SPEC.md §7). */

/**
 * Where a nearby search starts and which page it reads: `lat` and `lon` together, or a
 * `zipcode` and/or `city`; `radius` in km, `page`, `per_page`.
 */
export type NearbySearchParams = Omit<NearbyQueryInput, 'shop_id' | 'lang'>;

/** `GET /cities?zipcode=`: the communes of a postcode; an empty list when it is unknown. */
export const getCities = (zipcode: string, http: KyInstance = apiHttp) =>
  callOperation(http, GEOGRAPHY.listCities, { query: { zipcode } });

/** `GET /point-of-sale`: partner pharmacies nearest first, each with its `distance` in km. */
export const getPointsOfSale = (params: NearbySearchParams, http: KyInstance = apiHttp) =>
  callOperation(http, GEOGRAPHY.listPointsOfSale, { query: params });

/** `GET /point-of-sale/{id}`: one partner pharmacy. */
export const getPointOfSale = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, GEOGRAPHY.getPointOfSale, { params: { id } });

/** `GET /relay`: relay points nearest first, near an address's position or a postcode. */
export const getRelayPoints = (params: NearbySearchParams, http: KyInstance = apiHttp) =>
  callOperation(http, GEOGRAPHY.listRelays, { query: params });

/** `GET /relay/{id}`: one relay point. */
export const getRelayPoint = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, GEOGRAPHY.getRelay, { params: { id } });

/** `GET /reverse-geocoding`: the commune at a position (a 404 outside metropolitan France). */
export const reverseGeocode = (
  position: { lat: number; lon: number },
  http: KyInstance = apiHttp,
) => callOperation(http, GEOGRAPHY.reverseGeocoding, { query: position });
