import { Plural, useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@shop/api-client';
import { failureOf } from '@shop/api-client';
import { describeError } from '@shop/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert, SubmitButton } from '@shop/ui';
import { cartAtom, useBrowserAtomValue } from '../../shared/state';
import { ReorderRefusedError, useReorder } from './use-reorder';

/**
 * « Renouveler la commande »: its products in a new cart, then the cart page. A refusal
 * (nothing left to buy, the shop unreachable) is said here and the cart is left alone.
 * The new cart replaces the current one (SPEC.md §4 Reorder): a cart holding articles is
 * replaced only once the shopper says so.
 */
export function ReorderButton({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const reorder = useReorder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { articleCount } = useBrowserAtomValue(cartAtom);
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const asked = useRef(false);
  // The button pressed is gone each time: the focus goes to the question, read out in its
  // place, and back to « Renouveler la commande » when the cart is kept.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) form.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    asked.current = confirming;
  }, [confirming]);

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
      ref={form}
      className="order-reorder"
      onSubmit={(event) => {
        event.preventDefault();
        if (articleCount > 0 && !confirming) setConfirming(true);
        else void renew();
      }}
    >
      <FormAlert message={refusal} attempt={attempt} />
      <p>{t`Ajoutez à un nouveau panier les produits de cette commande encore disponibles.`}</p>
      {confirming ? (
        <div className="order-reorder__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={question} tabIndex={-1}>
            <Plural
              value={articleCount}
              one="Votre panier contient déjà # article : la commande renouvelée le remplacera."
              other="Votre panier contient déjà # articles : la commande renouvelée le remplacera."
            />
          </p>
          <SubmitButton pending={reorder.isPending} pendingLabel={t`Renouvellement en cours…`}>
            {t`Remplacer mon panier`}
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
          >
            {t`Garder mon panier`}
          </button>
        </div>
      ) : (
        <SubmitButton pending={reorder.isPending} pendingLabel={t`Renouvellement en cours…`}>
          {t`Renouveler la commande`}
        </SubmitButton>
      )}
    </form>
  );
}

async function refusalOf(error: unknown): Promise<string> {
  if (error instanceof ReorderRefusedError) return describeError('reorder_refused');
  const failure = await failureOf(error);
  if (failure === null) throw error;
  return describeError(failure === 'network' ? 'upstream_unavailable' : failure.code);
}
