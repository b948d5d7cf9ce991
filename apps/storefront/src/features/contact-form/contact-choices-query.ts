import { queryOptions } from '@tanstack/react-query';
import { getContactChoices, httpOf } from '@shop/api-client';

/** The contact form's profiles and subjects: back-office data that hardly changes. */
export const contactChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['forms', 'contact-choices'],
    queryFn: ({ client }) => getContactChoices(httpOf(client)),
    staleTime: 60 * 60 * 1000,
  });
