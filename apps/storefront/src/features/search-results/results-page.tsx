import { Plural, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { searchQueryOptions, type SearchResult } from '@shop/api-client';
import { Pagination } from '@shop/ui';
import { ProductGrid } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink, StandalonePageBreadcrumb } from '../../shared/routing';
import { BrandResults, NeedResults, PageResults } from './result-lists';
import { ResultTabs, useTabNames } from './result-tabs';
import { tabPageLink } from './results-links';
import { ResultsSearchForm } from './results-search-form';
import { searchQueryOf, tabPageCount, type ResultTab, type ResultsState } from './results-state';
import './search-results.css';

interface ResultsPageProps {
  state: ResultsState;
  tab: ResultTab;
}

/** Search results (SPEC.md §2): the form, the four tabs with counts, the tab's page. */
export function ResultsPage({ state, tab }: ResultsPageProps) {
  const { t } = useLingui();
  const { data: result } = useSuspenseQuery(searchQueryOptions(searchQueryOf(state)));
  const names = useTabNames();
  const text = state.text;
  const panelTitleId = 'results-panel-title';
  return (
    <div className="page search-results">
      <StandalonePageBreadcrumb title={t`Résultats pour « ${text} »`} />
      <h1>{t`Résultats pour « ${text} »`}</h1>
      <p className="search-results__total">
        <Plural value={result.total} _0="Aucun résultat" one="# résultat" other="# résultats" />
      </p>
      <ResultsSearchForm key={text} text={text} label={t`Modifier la recherche`} />
      <ResultTabs state={state} result={result} current={tab} />
      <section className="search-results__panel" aria-labelledby={panelTitleId}>
        <h2 id={panelTitleId} className="search-results__panel-title">
          {names[tab]}
        </h2>
        <TabContent result={result} tab={tab} labelledBy={panelTitleId} />
        <Pagination
          page={state.page}
          pageCount={tabPageCount(result, tab)}
          hrefOf={String}
          link={tabPageLink(state, tab)}
        />
      </section>
    </div>
  );
}

interface TabContentProps {
  result: SearchResult;
  tab: ResultTab;
  labelledBy: string;
}

function TabContent({ result, tab, labelledBy }: TabContentProps) {
  const { t } = useLingui();
  if (result[tab].items.length === 0) {
    const titles: Record<ResultTab, string> = {
      products: t`Aucun produit ne correspond à cette recherche`,
      brands: t`Aucune marque ne correspond à cette recherche`,
      needs: t`Aucun besoin ne correspond à cette recherche`,
      pages: t`Aucun article ne correspond à cette recherche`,
    };
    return (
      <EmptyState title={titles[tab]}>
        <p>
          {t`Vérifiez l’orthographe ou essayez un mot plus court.`}{' '}
          <AppLink to="/fr/produits/$">{t`Voir tous les produits`}</AppLink>
        </p>
      </EmptyState>
    );
  }
  switch (tab) {
    case 'products':
      return (
        <ProductGrid products={result.products.items} labelledBy={labelledBy} headingLevel={3} />
      );
    case 'brands':
      return <BrandResults brands={result.brands.items} labelledBy={labelledBy} />;
    case 'needs':
      return <NeedResults needs={result.needs.items} labelledBy={labelledBy} />;
    case 'pages':
      return <PageResults pages={result.pages.items} labelledBy={labelledBy} />;
  }
}
