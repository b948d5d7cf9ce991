import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FilterGroup } from './filter-group';
import { FILTER_ORDER, useFilterNames } from './filter-names';
import type { FilterOption } from './filter-options';
import type { FilterName, ProductListState } from './list-state';

interface FilterPanelProps {
  state: ProductListState;
  options: Record<FilterName, FilterOption[]>;
  total: number;
}

/**
 * The filters: a column beside the list on a wide screen; on a phone a « Filtrer »
 * disclosure that says how many products the current filters give, so the visitor sees
 * the effect of a box without closing the panel.
 */
export function FilterPanel({ state, options, total }: FilterPanelProps) {
  const { t } = useLingui();
  const names = useFilterNames();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <div className="filter-panel">
      <button
        type="button"
        className="button button--secondary filter-panel__toggle script-only"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t`Filtrer`}{' '}
        <span className="filter-panel__count">
          (<Plural value={total} one="# résultat" other="# résultats" />)
        </span>
      </button>
      <section
        id={panelId}
        className="filter-panel__body"
        data-open={open}
        aria-labelledby={headingId}
      >
        <h2 id={headingId} className="filter-panel__title">
          {t`Filtrer les produits`}
        </h2>
        {FILTER_ORDER.map((name) => (
          <FilterGroup
            key={name}
            name={name}
            legend={names[name]}
            options={options[name]}
            state={state}
          />
        ))}
        <button type="button" className="button filter-panel__done" onClick={() => setOpen(false)}>
          <Plural value={total} one="Voir # produit" other="Voir les # produits" />
        </button>
      </section>
    </div>
  );
}
