import { isSearchable } from '@shop/domain';
import type { SearchResult } from '@shop/api-client';

/** The five states of the suggestion search (SPEC.md §4 Suggestion search). */
export type SuggestionStatus = 'idle' | 'loading' | 'results' | 'no-results' | 'error';

export interface SuggestionInputs {
  /** The text as typed now. */
  text: string;
  /** The text the last call was (or will be) made with, once the delay has passed. */
  settledText: string;
  data: SearchResult | undefined;
  failed: boolean;
}

/**
 * The state from what is typed and what the call gave. While the delay runs, or while the
 * call for the current text is pending, the state is loading, never the previous text's.
 */
export function suggestionStatus({
  text,
  settledText,
  data,
  failed,
}: SuggestionInputs): SuggestionStatus {
  if (!isSearchable(text)) return 'idle';
  if (text.trim() !== settledText.trim()) return 'loading';
  if (failed) return 'error';
  if (!data) return 'loading';
  const found =
    data.products.items.length +
    data.brands.items.length +
    data.needs.items.length +
    data.pages.items.length;
  return found > 0 ? 'results' : 'no-results';
}
