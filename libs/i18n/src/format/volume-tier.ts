import { plural } from '@lingui/core/macro';
import type { VolumeTierLabel } from '@shop/domain';

/** How a volume price tier reads: "1 unité", "2 à 4 unités", "à partir de 5 unités". */
export function formatVolumeTier(label: VolumeTierLabel): string {
  switch (label.kind) {
    case 'single':
      return plural(label.quantity, { one: '# unité', other: '# unités' });
    case 'range':
      return plural(label.max, { one: `${label.min} à # unité`, other: `${label.min} à # unités` });
    case 'from':
      return plural(label.min, { one: 'à partir de # unité', other: 'à partir de # unités' });
  }
}
