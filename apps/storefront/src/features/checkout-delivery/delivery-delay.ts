import { t } from '@lingui/core/macro';
import type { Carrier } from '@shop/api-client';

/**
 * How long a carrier takes, as SPEC.md §9 words it: « 2 à 4 jours ouvrés », « 24 h
 * ouvrées ». Called while rendering, so the active catalogue is the page's.
 */
export function deliveryDelay({ delay }: Pick<Carrier, 'delay'>): string {
  const { min, max } = delay;
  if (delay.unit === 'working_hours') {
    return min === max || min === 0 ? t`${max} h ouvrées` : t`${min} à ${max} h ouvrées`;
  }
  if (min === max || min === 0) return max === 1 ? t`1 jour ouvré` : t`${max} jours ouvrés`;
  return t`${min} à ${max} jours ouvrés`;
}
