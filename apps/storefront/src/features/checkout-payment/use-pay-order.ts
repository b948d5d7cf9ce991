import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  chequeOrderQueryOptions,
  failureOf,
  prepareCardPayment,
  validCheckOrder,
  validateCart,
  type PaymentMethod,
} from '@shop/api-client';
import { formFailureOf, useFormFailure } from '../../shared/forms';
import { cartNoticeAtom, orderDraftAtom, type OrderDraft } from '../../shared/state';
import { validateRequestOf } from './validate-request';

type PayResult =
  | { kind: 'sandbox'; url: string }
  | { kind: 'already_paid'; orderId: number }
  | { kind: 'cheque'; orderId: number };

/** The codes that leave the payment page for another one instead of a message here. */
const ERROR_PAGE_REASONS: Record<string, 'preparation' | 'validation'> = {
  payment_preparation_failed: 'preparation',
  payment_validation_failed: 'validation',
};

/**
 * « Payer » (SPEC.md §4, §7): the cart becomes its order, then a card or wallet payment
 * goes to the provider's hosted page and a cheque order to the confirmation. Until the
 * browser has left, the button stays pending, so a second press cannot start a second
 * payment.
 */
export function usePayOrder(draft: OrderDraft) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setDraft = useSetAtom(orderDraftAtom);
  const setCartNotice = useSetAtom(cartNoticeAtom);
  const failure = useFormFailure();
  const [leaving, setLeaving] = useState(false);
  const [alreadyPaidOrderId, setAlreadyPaidOrderId] = useState<number | null>(null);
  const cartToken = draft.cartToken;

  const mutation = useMutation({
    mutationFn: async (method: PaymentMethod): Promise<PayResult> => {
      const order = await validateCart(cartToken, validateRequestOf(draft, method.code));
      setDraft((current) =>
        current?.cartToken === cartToken
          ? { ...current, orderId: order.order_id, paymentBy: method.code }
          : current,
      );
      if (method.kind === 'cheque') {
        const cheque = await validCheckOrder(cartToken);
        queryClient.setQueryData(chequeOrderQueryOptions(cartToken).queryKey, cheque);
        return { kind: 'cheque', orderId: cheque.order_id };
      }
      const prepared = await prepareCardPayment(cartToken);
      if (prepared.already_paid_order_id !== null || prepared.url === null) {
        return { kind: 'already_paid', orderId: prepared.already_paid_order_id ?? order.order_id };
      }
      return { kind: 'sandbox', url: prepared.url };
    },
    onSuccess: async (result) => {
      failure.clear();
      if (result.kind === 'sandbox') {
        setLeaving(true);
        window.location.assign(result.url);
      } else if (result.kind === 'already_paid') {
        setAlreadyPaidOrderId(result.orderId);
      } else {
        await navigate({ to: '/fr/commande/confirmation', search: { order: result.orderId } });
      }
    },
    onError: async (error) => {
      const read = await failureOf(error);
      const code = read !== null && read !== 'network' ? read.code : null;
      // The cart changed, or others bought what it holds: the cart page shows what is left.
      if (code === 'cart_updated' || code === 'insufficient_stock') {
        setCartNotice({ code, productNames: [] });
        await navigate({ to: '/fr/commande/panier' });
        return;
      }
      const reason = code === null ? undefined : ERROR_PAGE_REASONS[code];
      if (reason !== undefined) {
        await navigate({ to: '/fr/commande/erreur', search: { reason } });
        return;
      }
      failure.refuse(await formFailureOf(error));
    },
  });

  return {
    pay: (method: PaymentMethod) => {
      if (mutation.isPending || leaving) return;
      mutation.mutate(method);
    },
    pending: mutation.isPending || leaving,
    failure: failure.failure,
    attempt: failure.attempt,
    refuse: failure.refuse,
    alreadyPaidOrderId,
  };
}
