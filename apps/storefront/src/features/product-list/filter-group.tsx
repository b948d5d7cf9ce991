import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFieldsReady } from '@shop/ui';
import type { FilterOption } from './filter-options';
import {
  canAddFilter,
  isFilterActive,
  withFilterToggled,
  type FilterName,
  type ProductListState,
} from './list-state';
import { optionLabel } from './option-label';
import { useChangeListState } from './use-list-navigation';

interface FilterGroupProps {
  name: FilterName;
  legend: string;
  options: readonly FilterOption[];
  state: ProductListState;
}

/**
 * One filter as a fieldset: checkboxes, or radios for the price (one range at a time).
 * Ticking is a navigation; the boxes show the URL's state, so back unticks them.
 */
export function FilterGroup({ name, legend, options, state: addressed }: FilterGroupProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [state, change] = useChangeListState(addressed);
  // Ticked before the page hydrates, a box would show a filter the list never applied.
  const ready = useFieldsReady();
  const isPrice = name === 'price';
  const roomLeft = canAddFilter(state);
  if (options.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <ul className="filter-group__options">
        {isPrice && (
          <li>
            <input
              id={`${baseId}-all`}
              type="radio"
              name={baseId}
              checked={state.price === null}
              disabled={!ready}
              onChange={() => change((latest) => ({ ...latest, page: 1, price: null }))}
            />
            <label htmlFor={`${baseId}-all`}>{t`Tous les prix`}</label>
          </li>
        )}
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          const checked = isFilterActive(state, name, option.value);
          const label = optionLabel(option);
          // A value that gives nothing, or one more than the path holds, cannot be ticked.
          const disabled = !checked && (option.count === 0 || (!isPrice && !roomLeft));
          return (
            <li key={option.value} className={option.nested ? 'filter-group__nested' : undefined}>
              <input
                id={id}
                type={isPrice ? 'radio' : 'checkbox'}
                name={isPrice ? baseId : undefined}
                checked={checked}
                disabled={disabled || !ready}
                onChange={() => change((latest) => withFilterToggled(latest, name, option.value))}
              />
              <label htmlFor={id}>
                {label} <span className="filter-group__count">({option.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
