import { queryOptions } from '@tanstack/react-query';
import {
  getCities,
  getPointOfSale,
  getPointsOfSale,
  getRelayPoint,
  getRelayPoints,
  reverseGeocode,
  type NearbySearchParams,
} from '../endpoints/geography';
import { httpOf } from './http-of';

/** TanStack Query option factories of the geography calls; keys go from general to specific. */

/** Communes and postcodes change once a year; pharmacies and relay points rarely. */
const CITIES_STALE_MS = 24 * 60 * 60_000;
const PLACES_STALE_MS = 10 * 60_000;

export const citiesQueryOptions = (zipcode: string) =>
  queryOptions({
    queryKey: ['cities', zipcode],
    queryFn: ({ client }) => getCities(zipcode, httpOf(client)),
    staleTime: CITIES_STALE_MS,
  });

export const pointsOfSaleQueryOptions = (params: NearbySearchParams) =>
  queryOptions({
    queryKey: ['point-of-sale', 'list', params],
    queryFn: ({ client }) => getPointsOfSale(params, httpOf(client)),
    staleTime: PLACES_STALE_MS,
  });

export const pointOfSaleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['point-of-sale', 'detail', id],
    queryFn: ({ client }) => getPointOfSale(id, httpOf(client)),
    staleTime: PLACES_STALE_MS,
  });

export const relayPointsQueryOptions = (params: NearbySearchParams) =>
  queryOptions({
    queryKey: ['relay', 'list', params],
    queryFn: ({ client }) => getRelayPoints(params, httpOf(client)),
    staleTime: PLACES_STALE_MS,
  });

export const relayPointQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['relay', 'detail', id],
    queryFn: ({ client }) => getRelayPoint(id, httpOf(client)),
    staleTime: PLACES_STALE_MS,
  });

export const reverseGeocodingQueryOptions = (position: { lat: number; lon: number }) =>
  queryOptions({
    queryKey: ['reverse-geocoding', position.lat, position.lon],
    queryFn: ({ client }) => reverseGeocode(position, httpOf(client)),
    staleTime: CITIES_STALE_MS,
  });
