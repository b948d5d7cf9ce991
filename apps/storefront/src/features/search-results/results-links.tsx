import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PaginationLinkProps } from '@shop/ui';
import { resultsSplat } from '../../shared/routing';
import { tabSearch, type ResultTab, type ResultsState } from './results-state';

interface ResultsLinkProps extends Omit<PaginationLinkProps, 'href' | 'children'> {
  state: ResultsState;
  tab: ResultTab;
  children: ReactNode;
}

/**
 * A link to a state of the results page. The tab is a search param, which AppLink (a
 * route name and its path parameters) cannot carry, so this is the router's typed link.
 */
export function ResultsLink({ state, tab, children, ...rest }: ResultsLinkProps) {
  return (
    <Link
      to="/fr/results/$"
      params={{ _splat: resultsSplat(state) }}
      search={tabSearch(tab)}
      // Every tab shares the path: only the exact search (no tab = products) is current.
      activeOptions={{ exact: true, explicitUndefined: true }}
      {...rest}
    >
      {children}
    </Link>
  );
}

/**
 * The pagination's link for one tab. Pagination hands its link `hrefOf(page)`; the results
 * page gives the page number itself (`hrefOf={String}`), and this link writes the address
 * with the search text and the tab, as the router's typed link needs them.
 */
export function tabPageLink(state: ResultsState, tab: ResultTab) {
  return function TabPageLink({ href, children, ...rest }: PaginationLinkProps) {
    return (
      <ResultsLink state={{ ...state, page: Number(href) }} tab={tab} {...rest}>
        {children}
      </ResultsLink>
    );
  };
}
