import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { suggestionsQueryOptions, type SearchResult } from '@shop/api-client';
import { STOREFRONT_LOCALE, isSearchable } from '@shop/domain';
import { useShop } from '../../shared/site';
import { suggestionStatus, type SuggestionStatus } from './search-status';
import { useSettledText } from './use-settled-text';

export interface Suggestions {
  status: SuggestionStatus;
  data: SearchResult | undefined;
}

/**
 * The suggestions of a text: asked once the text has settled and has 3 characters, on the
 * shop's default sales plan. A newer text changes the query key; Query then aborts the
 * older call's signal, so a slow stale reply never lands.
 */
export function useSuggestions(text: string): Suggestions {
  const settledText = useSettledText(text).trim();
  const saleplanId = useShop().salesplans.find((plan) => plan.target === 'default')?.id;
  const query = useQuery({
    ...suggestionsQueryOptions({
      text: settledText,
      language: STOREFRONT_LOCALE,
      ...(saleplanId === undefined ? {} : { saleplan_id: saleplanId }),
    }),
    enabled: isSearchable(settledText),
    retry: false,
  });

  useEffect(() => {
    // A warning, not an error: the visitor sees the message and can type again.
    if (query.error) console.warn('Suggestion search failed', query.error);
  }, [query.error]);

  const status = suggestionStatus({
    text,
    settledText,
    data: query.data,
    failed: query.isError,
  });
  return { status, data: query.data };
}
