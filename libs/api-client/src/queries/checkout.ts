import { queryOptions } from '@tanstack/react-query';
import { userPaymentAction, validCardOrder, validCheckOrder } from '../endpoints/checkout';
import { httpOf } from './http-of';

/**
 * The outcome of a card payment, by its provider token. The shop settles it once and
 * answers the same afterwards, so it is read like data; a payment the sandbox has not
 * answered yet (409) is asked again only when the customer says so.
 */
export const cardPaymentOutcomeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['checkout', 'card-payment', token],
    queryFn: ({ client }) => validCardOrder(token, httpOf(client)),
    retry: false,
    staleTime: Infinity,
  });

/** The cheque order of a cart, with the cheque instructions. */
export const chequeOrderQueryOptions = (cartToken: string) =>
  queryOptions({
    queryKey: ['checkout', 'cheque-order', cartToken],
    queryFn: ({ client }) => validCheckOrder(cartToken, httpOf(client)),
    retry: false,
  });

/** What is left to do about an order's payment (pay by card, send the cheque, nothing). */
export const paymentActionQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['checkout', 'payment-action', orderId],
    queryFn: ({ client }) => userPaymentAction(orderId, httpOf(client)),
  });
