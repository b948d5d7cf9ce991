import { useLingui } from '@lingui/react/macro';
import { formatEuros } from '../../shared/catalogue';
import type { FilterOption } from './filter-options';

/** « Moins de 10,00 € », « De 10,00 € à 20,00 € », « 50,00 € et plus ». */
export function usePriceLabel(): (option: FilterOption) => string {
  const { t } = useLingui();
  return (option) => {
    if (option.range === undefined) return option.label;
    const { min, max } = option.range;
    const from = formatEuros(min);
    if (max === null) return t`${from} et plus`;
    const to = formatEuros(max);
    return min === 0 ? t`Moins de ${to}` : t`De ${from} à ${to}`;
  };
}
