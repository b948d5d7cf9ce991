import { queryOptions } from '@tanstack/react-query';
import { pointsOfSaleQueryOptions, type NearbySearchParams } from '@shop/api-client';
import { isNotFoundReply } from '../../shared/routing';

/** The only 404 of the call: the postcode and commune name no place. */
export const isUnknownPlace = isNotFoundReply;

/** The pharmacies near a search; an unknown place is an answer, not worth asking again. */
export const pharmaciesNearQueryOptions = (params: NearbySearchParams) =>
  queryOptions({
    ...pointsOfSaleQueryOptions(params),
    retry: (failures, error) => !isUnknownPlace(error) && failures < 2,
  });
