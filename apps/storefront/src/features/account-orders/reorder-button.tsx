import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@shop/api-client';
import { failureOf } from '@shop/api-client';
import { describeError } from '@shop/i18n';
import { useState } from 'react';
import { FormAlert, SubmitButton } from '../../shared/forms';
import { ReorderRefusedError, useReorder } from './use-reorder';

/**
 * « Renouveler la commande »: its products in a new cart, then the cart page. A refusal
 * (nothing left to buy, the shop unreachable) is said here and the cart is left alone.
 */
export function ReorderButton({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const reorder = useReorder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  async function renew() {
    if (reorder.isPending) return;
    setRefusal(null);
    try {
      await reorder.mutateAsync(order);
    } catch (error) {
      setRefusal(await refusalOf(error));
      setAttempt((count) => count + 1);
    }
  }

  return (
    <form
      className="order-reorder"
      onSubmit={(event) => {
        event.preventDefault();
        void renew();
      }}
    >
      <FormAlert message={refusal} attempt={attempt} />
      <p>{t`Ajoutez à un nouveau panier les produits de cette commande encore disponibles.`}</p>
      <SubmitButton pending={reorder.isPending} pendingLabel={t`Renouvellement en cours…`}>
        {t`Renouveler la commande`}
      </SubmitButton>
    </form>
  );
}

async function refusalOf(error: unknown): Promise<string> {
  if (error instanceof ReorderRefusedError) return describeError('reorder_refused');
  const failure = await failureOf(error);
  if (failure === null) throw error;
  return describeError(failure === 'network' ? 'upstream_unavailable' : failure.code);
}
