import type { QueryClient } from '@tanstack/react-query';
import {
  chequeOrderQueryOptions,
  orderQueryOptions,
  paymentActionQueryOptions,
} from '@shop/api-client';
import { allCalls } from '../../shared/routing';

/**
 * What the confirmation shows, from the order id alone so that a reload shows it again:
 * the order, and for a cheque still awaited the instructions of its cart's cheque order.
 */
export async function loadConfirmation(queryClient: QueryClient, orderId: number) {
  const [, action] = await allCalls([
    queryClient.ensureQueryData(orderQueryOptions(orderId)),
    queryClient.ensureQueryData(paymentActionQueryOptions(orderId)),
  ]);
  if (action.action === 'send_cheque' && action.cart_token !== null) {
    await queryClient.ensureQueryData(chequeOrderQueryOptions(action.cart_token));
  }
}
