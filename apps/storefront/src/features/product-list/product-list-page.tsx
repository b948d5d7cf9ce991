import { Plural, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { productFiltersQueryOptions, productsQueryOptions } from '@shop/api-client';
import { Pagination } from '@shop/ui';
import { ProductGrid } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { HrefLink, PageBreadcrumb } from '../../shared/routing';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { filterOptions } from './filter-options';
import { ListLink } from './list-link';
import {
  filtersQueryOf,
  pageCountOf,
  productsQueryOf,
  withPage,
  withoutFilters,
  type ProductListState,
} from './list-state';
import { listHref } from './use-list-navigation';
import { SortSelect } from './sort-select';
import './product-list.css';

/** The product list (SPEC.md §2): filters, sort, chips, cards and pages, all from the URL. */
export function ProductListPage({ state }: { state: ProductListState }) {
  const { t } = useLingui();
  const { data: list } = useSuspenseQuery(productsQueryOptions(productsQueryOf(state)));
  const { data: filters } = useSuspenseQuery(productFiltersQueryOptions(filtersQueryOf(state)));
  const options = filterOptions(filters);
  const titleId = 'product-list-title';
  return (
    <div className="page product-list">
      <PageBreadcrumb pageType="product" />
      <h1 id={titleId}>{t`Nos produits`}</h1>
      <p className="product-list__total">
        <Plural value={list.total} _0="Aucun produit" one="# produit" other="# produits" />
      </p>
      <div className="product-list__layout">
        <FilterPanel state={state} options={options} total={list.total} />
        <div className="product-list__results">
          <div className="product-list__toolbar">
            <ActiveFilters state={state} options={options} />
            <SortSelect state={state} />
          </div>
          {list.items.length === 0 ? (
            <EmptyState title={t`Aucun produit ne correspond à ces filtres`}>
              <p>
                <ListLink state={withoutFilters(state)}>{t`Effacer les filtres`}</ListLink>
              </p>
            </EmptyState>
          ) : (
            <ProductGrid products={list.items} labelledBy={titleId} />
          )}
          <Pagination
            page={state.page}
            pageCount={pageCountOf(list.total)}
            hrefOf={(page) => listHref(withPage(state, page))}
            link={HrefLink}
          />
        </div>
      </div>
    </div>
  );
}
