import { useLingui } from '@lingui/react/macro';
import type { SearchResult } from '@shop/api-client';
import { ResultsLink } from './results-links';
import { RESULT_TABS, type ResultTab, type ResultsState } from './results-state';

export function useTabNames(): Record<ResultTab, string> {
  const { t } = useLingui();
  return { products: t`Produits`, brands: t`Marques`, needs: t`Besoins`, pages: t`Articles` };
}

interface ResultTabsProps {
  state: ResultsState;
  result: SearchResult;
  current: ResultTab;
}

/**
 * The four groups as links with their counts, the current one marked: each tab is an
 * address (back restores it), so they are navigation links, not an ARIA tablist.
 */
export function ResultTabs({ state, result, current }: ResultTabsProps) {
  const { t } = useLingui();
  const names = useTabNames();
  return (
    <nav className="result-tabs" aria-label={t`Types de résultats`}>
      <ul className="result-tabs__list">
        {RESULT_TABS.map((tab) => (
          <li key={tab}>
            <ResultsLink
              state={{ text: state.text, page: 1 }}
              tab={tab}
              className="result-tabs__tab"
              aria-current={tab === current ? 'page' : undefined}
            >
              {names[tab]} <span className="result-tabs__count">({result[tab].total})</span>
            </ResultsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
