import { useLingui } from '@lingui/react/macro';
import { useFilterNames } from './filter-names';
import { findOption, type FilterOption } from './filter-options';
import {
  activeFilters,
  withFilterToggled,
  withoutFilters,
  type FilterName,
  type ProductListState,
} from './list-state';
import { ListLink } from './list-link';
import { optionLabel } from './option-label';

interface ActiveFiltersProps {
  state: ProductListState;
  options: Record<FilterName, FilterOption[]>;
}

/** The ticked values as removable chips (links: each is a state of the list), and « Effacer ». */
export function ActiveFilters({ state, options }: ActiveFiltersProps) {
  const { t } = useLingui();
  const names = useFilterNames();
  const active = activeFilters(state);
  if (active.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label={t`Filtres actifs`}>
        {active.map(({ name, value }) => {
          const option = findOption(options, name, value);
          const label = optionLabel(option);
          return (
            <li key={`${name}-${value}`}>
              <ListLink
                state={withFilterToggled(state, name, value)}
                className="active-filters__chip"
              >
                <span className="visually-hidden">{t`Retirer le filtre`} </span>
                {names[name]} : {label}
                <span aria-hidden="true"> ×</span>
              </ListLink>
            </li>
          );
        })}
      </ul>
      <ListLink state={withoutFilters(state)} className="active-filters__clear">
        {t`Effacer les filtres`}
      </ListLink>
    </div>
  );
}
