import { useLingui } from '@lingui/react/macro';
import { centsToEuros, eurosToCents, freeDeliveryProgress } from '@shop/domain';
import { formatEuros } from '../../shared/catalogue';

/** SPEC.md §9: delivery is free from 49 € of goods; below, what is left to reach it. */
export function FreeDeliveryNudge({ amountWithTaxes }: { amountWithTaxes: number }) {
  const { t } = useLingui();
  const progress = freeDeliveryProgress(eurosToCents(amountWithTaxes));
  return (
    <p className="cart-nudge">
      {progress.kind === 'free'
        ? t`Livraison offerte`
        : t`Plus que ${formatEuros(centsToEuros(progress.remaining))} pour profiter de la livraison offerte`}
    </p>
  );
}
