import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderHistoryStatus, OrderStatus } from '@shop/domain';

/** The four statuses an order shows (SPEC.md §4 Order statuses). */
export const ORDER_STATUS_MESSAGES: Record<OrderStatus, MessageDescriptor> = {
  pending_payment: msg({ id: 'order.status.pending_payment', message: 'En attente de paiement' }),
  paid: msg({ id: 'order.status.paid', message: 'Payée, en cours de traitement' }),
  cancelled: msg({ id: 'order.status.cancelled', message: 'Annulée' }),
  shipped: msg({ id: 'order.status.shipped', message: 'Expédiée' }),
};

/** The steps of an order's history. */
export const ORDER_HISTORY_MESSAGES: Record<OrderHistoryStatus, MessageDescriptor> = {
  in_payment: msg({ id: 'order.history.in_payment', message: 'En cours de paiement' }),
  in_progress: msg({ id: 'order.history.in_progress', message: 'En cours de préparation' }),
  cancelled: msg({ id: 'order.history.cancelled', message: 'Annulée' }),
  dispatched: msg({ id: 'order.history.dispatched', message: 'Expédiée' }),
  delivered: msg({ id: 'order.history.delivered', message: 'Livrée' }),
};
