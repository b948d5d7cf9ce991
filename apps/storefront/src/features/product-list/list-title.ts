import { t } from '@lingui/core/macro';
import type { ProductFilters } from '@shop/api-client';
import { pagedTitle } from '../../shared/page';
import { filterOptions, findOption } from './filter-options';
import { activeFilters, type ProductListState } from './list-state';
import { optionLabel } from './option-label';

/**
 * The list's page title: what its filters chose, then its page, so that the tab, the
 * history and search engines tell apart the category, need and brand lists of the site map.
 */
export function listTitle(state: ProductListState, filters: ProductFilters): string {
  const options = filterOptions(filters);
  const chosen = activeFilters(state)
    .map(({ name, value }) => optionLabel(findOption(options, name, value)))
    .join(', ');
  return pagedTitle(chosen === '' ? t`Nos produits` : t`${chosen} – Nos produits`, state.page);
}
