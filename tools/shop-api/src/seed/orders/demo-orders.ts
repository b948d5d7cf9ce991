import type { CarrierCode, OrderHistoryStatus } from '@shop/domain';

/** One past order of a demo account; prices and totals come from the catalogue and libs/domain. */
export interface DemoOrder {
  status: OrderHistoryStatus;
  /** Fixed instants before 2026-11-01: the seed never reads the clock. */
  date: string;
  /** When a delivered order reached the customer (fixed too): its 14 days run from there. */
  deliveredAt?: string;
  channel: 'web' | 'phone' | 'mail';
  carrier: CarrierCode;
  /** A code of the payment methods list: `cb` (card) or `cheque`. */
  paymentMethod: 'cb' | 'cheque';
  /** Distinct products on the order. */
  products: number;
  /** The account's first order, with the first-order code. */
  firstOrder?: boolean;
  /** Adds a line of a product since withdrawn from sale: its renewal shows the notice. */
  withdrawnProduct?: boolean;
}

/**
 * Orders by customer code (DEMO_ACCOUNTS): Marie has every status of SPEC.md §4 (and two
 * delivered orders), Paul four, the last with a product since withdrawn. Oldest first: the
 * first is the first order.
 */
export const DEMO_ORDERS: Record<string, readonly DemoOrder[]> = {
  C100001: [
    {
      status: 'delivered',
      date: '2026-03-14T09:12:00Z',
      deliveredAt: '2026-03-17T11:40:00Z',
      channel: 'web',
      carrier: 'parcel',
      paymentMethod: 'cb',
      products: 2,
      firstOrder: true,
    },
    {
      status: 'delivered',
      date: '2026-05-22T16:40:00Z',
      deliveredAt: '2026-05-26T10:15:00Z',
      channel: 'phone',
      carrier: 'express',
      paymentMethod: 'cheque',
      products: 3,
    },
    {
      status: 'cancelled',
      date: '2026-07-08T11:05:00Z',
      channel: 'web',
      carrier: 'relay',
      paymentMethod: 'cb',
      products: 1,
    },
    {
      status: 'dispatched',
      date: '2026-10-27T08:27:00Z',
      channel: 'web',
      carrier: 'relay',
      paymentMethod: 'cb',
      products: 2,
    },
    {
      status: 'in_progress',
      date: '2026-10-29T14:55:00Z',
      channel: 'web',
      carrier: 'parcel',
      paymentMethod: 'cb',
      products: 4,
    },
    {
      status: 'in_payment',
      date: '2026-10-31T19:10:00Z',
      channel: 'web',
      carrier: 'parcel',
      paymentMethod: 'cheque',
      products: 1,
    },
  ],
  C100002: [
    {
      status: 'delivered',
      date: '2026-04-02T10:00:00Z',
      deliveredAt: '2026-04-07T14:20:00Z',
      channel: 'web',
      carrier: 'parcel',
      paymentMethod: 'cb',
      products: 2,
      firstOrder: true,
    },
    {
      status: 'dispatched',
      date: '2026-10-20T07:45:00Z',
      channel: 'mail',
      carrier: 'relay',
      paymentMethod: 'cheque',
      products: 1,
    },
    {
      status: 'in_progress',
      date: '2026-10-30T12:30:00Z',
      channel: 'web',
      carrier: 'express',
      paymentMethod: 'cb',
      products: 3,
    },
    {
      status: 'delivered',
      date: '2026-10-31T09:30:00Z',
      deliveredAt: '2026-11-04T12:05:00Z',
      channel: 'web',
      carrier: 'parcel',
      paymentMethod: 'cb',
      products: 2,
      withdrawnProduct: true,
    },
  ],
};
