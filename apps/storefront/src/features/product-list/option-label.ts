import { t } from '@lingui/core/macro';
// By its own file: the route's head reads labels, and the folder's index would bring the
// page's components into the entry chunk.
import { formatEuros } from '../../shared/catalogue/price';
import type { FilterOption } from './filter-options';

/**
 * How a filter's value reads: its label, or for a price range « Moins de 20 € »,
 * « De 20 € à 30 € », « 50 € et plus ».
 */
export function optionLabel(option: FilterOption): string {
  if (option.range === undefined) return option.label;
  const { min, max } = option.range;
  const from = formatEuros(min);
  if (max === null) return t`${from} et plus`;
  const to = formatEuros(max);
  return min === 0 ? t`Moins de ${to}` : t`De ${from} à ${to}`;
}
