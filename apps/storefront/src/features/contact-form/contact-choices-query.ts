import { queryOptions } from '@tanstack/react-query';
import { getContactChoices } from '@shop/api-client';

/** The contact form's profiles and subjects: back-office data that hardly changes. */
export const contactChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['forms', 'contact-choices'],
    queryFn: () => getContactChoices(),
    staleTime: 60 * 60 * 1000,
  });
