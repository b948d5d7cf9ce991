import { t } from '@lingui/core/macro';
import type { ProductFilters } from '@shop/api-client';
import { pagedTitle } from '../../shared/page';
import { filterOptions, findOption } from './filter-options';
import { activeFilters, type ProductListState } from './list-state';
import { optionLabel } from './option-label';

/**
 * The list's page title: what its filters chose, then its page. Each category, need or
 * brand list of the site map has a title of its own for the tab, the history and search
 * engines, where all of them read « Nos produits ».
 */
export function listTitle(state: ProductListState, filters: ProductFilters): string {
  const options = filterOptions(filters);
  const chosen = activeFilters(state)
    .map(({ name, value }) => optionLabel(findOption(options, name, value)))
    .join(', ');
  return pagedTitle(chosen === '' ? t`Nos produits` : t`${chosen} – Nos produits`, state.page);
}
