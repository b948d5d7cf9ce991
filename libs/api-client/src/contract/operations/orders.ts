import { CommonQuerySchema } from '../common';
import {
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListReplySchema,
  OrderReplySchema,
  PaymentSandboxFormSchema,
  PaymentSandboxParamsSchema,
  PrepareCardPaymentQuerySchema,
  PrepareCardPaymentReplySchema,
  UserPaymentActionQuerySchema,
  UserPaymentActionReplySchema,
  ValidCardOrderQuerySchema,
  ValidCardOrderReplySchema,
  ValidCheckOrderQuerySchema,
  ValidCheckOrderReplySchema,
} from '../orders';
import { operations } from './operation';

/** The customer's orders and their payment. */
export const ORDERS = operations('Orders', {
  listOrders: {
    method: 'get',
    path: '/order',
    summary: "The customer's orders, paged",
    description:
      "The caller's orders, newest first, paged. A card order whose payment never went through is not listed (it is still the checkout's); a cheque order awaiting its cheque is.",
    token: 'required',
    query: OrderListQuerySchema,
    reply: OrderListReplySchema,
  },
  getOrder: {
    method: 'get',
    path: '/order/{id}',
    summary: 'One of the customer’s orders',
    description: "One of the caller's orders; another's answers 404.",
    token: 'required',
    params: OrderIdParamsSchema,
    query: CommonQuerySchema,
    reply: OrderReplySchema,
    errors: { 404: ['order_not_found'] },
  },
  prepareCardPayment: {
    method: 'get',
    path: '/cart-prepare-card-payment',
    summary:
      'Prepare the card payment of a validated cart: the payment page to send the customer to',
    description:
      "Starts a card payment of the order validated from that cart. The payment page is at `url` (under the API base); `token` comes back in the return URL `/fr/commande/paiement?token=`. A new payment voids the order's payments still open (they read `cancelled`): only the newest can be accepted. When the order is already paid nothing starts: `url` and `token` are null and `already_paid_order_id` names it. 409 `payment_preparation_failed`: no card order awaits payment for that cart.",
    token: 'required',
    query: PrepareCardPaymentQuerySchema,
    reply: PrepareCardPaymentReplySchema,
    errors: { 409: ['payment_preparation_failed'] },
  },
  validCardOrder: {
    method: 'get',
    path: '/order/valid-card-order',
    summary: 'The outcome of a card payment, once the payment page answered',
    description:
      "The outcome of the card payment of `token`, settled when the bank answered on the payment page and judged at that time (an answer in time counts however late this is called); without an answer it ends `expired` once the time is up. `accepted` means the order is paid; any other outcome leaves it pending payment, with `error_code` the code the payment page shows. 404 `payment_not_found`: unknown token, or another customer's; 409 `payment_validation_failed`: the payment page has not answered yet and time is not up.",
    token: 'required',
    query: ValidCardOrderQuerySchema,
    reply: ValidCardOrderReplySchema,
    errors: { 404: ['payment_not_found'], 409: ['payment_validation_failed'] },
  },
  validCheckOrder: {
    method: 'get',
    path: '/order/valid-check-order',
    summary: 'Confirm a cheque order and get the cheque instructions',
    description:
      "The cheque order validated from that cart, which waits for the cheque (pending payment), and where to send it: the laboratory's name and address. 409 `payment_validation_failed`: no cheque order for that cart, or a cancelled one.",
    token: 'required',
    query: ValidCheckOrderQuerySchema,
    reply: ValidCheckOrderReplySchema,
    errors: { 409: ['payment_validation_failed'] },
  },
  userPaymentAction: {
    method: 'get',
    path: '/order/user-payment-action',
    summary: 'What the customer must do to pay an order',
    token: 'required',
    query: UserPaymentActionQuerySchema,
    reply: UserPaymentActionReplySchema,
    errors: { 404: ['order_not_found'] },
  },
});

/**
 * The hosted payment page of the sandbox, which a payment provider would host: the
 * customer's browser opens it from `prepareCardPayment`, the payment token is its key.
 */
export const PAYMENT_SANDBOX = operations('Payment sandbox', {
  paymentPage: {
    method: 'get',
    path: '/payment-sandbox/{token}',
    summary: 'The payment page (HTML) of a card or wallet payment, with the test cards',
    token: 'none',
    params: PaymentSandboxParamsSchema,
    produces: ['text/html'],
  },
  answerPaymentPage: {
    method: 'post',
    path: '/payment-sandbox/{token}',
    summary: 'A form of the payment page: answered with a 303 to the shop or to the page',
    token: 'none',
    params: PaymentSandboxParamsSchema,
    body: PaymentSandboxFormSchema,
    bodyType: 'application/x-www-form-urlencoded',
    replyStatus: 303,
    produces: ['text/html'],
  },
});
