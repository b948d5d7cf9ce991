import { queryOptions } from '@tanstack/react-query';
import { getMaintenance, httpOf } from '@shop/api-client';

/** While on the page the shop is asked again every 30 s; its answer may send us home. */
const RECHECK_MS = 30_000;

/** Whether the shop is still in maintenance, asked again while the page is open. */
export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['maintenance'],
    queryFn: ({ client }) => getMaintenance(httpOf(client)),
    refetchInterval: RECHECK_MS,
    staleTime: 0,
    retry: false,
  });
