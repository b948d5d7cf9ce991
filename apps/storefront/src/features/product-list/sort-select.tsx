import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PRODUCT_ORDERS, type ProductOrder } from '@shop/api-client';
import { useFieldsReady } from '@shop/ui';
import { withOrder, type ProductListState } from './list-state';
import { useChangeListState } from './use-list-navigation';

function isOrder(value: string): value is ProductOrder {
  return (PRODUCT_ORDERS as readonly string[]).includes(value);
}

/** The sort of the list; choosing one is a navigation (the sort is in the path). */
export function SortSelect({ state: addressed }: { state: ProductListState }) {
  const { t } = useLingui();
  const id = useId();
  const [state, change] = useChangeListState(addressed);
  const ready = useFieldsReady();
  const labels: Record<ProductOrder, string> = {
    position: t`Notre sélection`,
    name: t`Nom (A à Z)`,
    price_asc: t`Prix croissant`,
    price_desc: t`Prix décroissant`,
    new: t`Nouveautés`,
    promoted: t`Mis en avant`,
  };
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t`Trier par`}</label>
      <select
        id={id}
        value={state.order}
        disabled={!ready}
        onChange={(event) => {
          const order = event.target.value;
          if (isOrder(order)) change((latest) => withOrder(latest, order));
        }}
      >
        {PRODUCT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {labels[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
