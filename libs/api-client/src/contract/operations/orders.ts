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
    token: 'required',
    query: OrderListQuerySchema,
    reply: OrderListReplySchema,
  },
  getOrder: {
    method: 'get',
    path: '/order/{id}',
    summary: 'One of the customer’s orders',
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
    token: 'required',
    query: PrepareCardPaymentQuerySchema,
    reply: PrepareCardPaymentReplySchema,
    errors: { 409: ['payment_preparation_failed'] },
  },
  validCardOrder: {
    method: 'get',
    path: '/order/valid-card-order',
    summary: 'The outcome of a card payment, once the payment page answered',
    token: 'required',
    query: ValidCardOrderQuerySchema,
    reply: ValidCardOrderReplySchema,
    errors: { 404: ['payment_not_found'], 409: ['payment_validation_failed'] },
  },
  validCheckOrder: {
    method: 'get',
    path: '/order/valid-check-order',
    summary: 'Confirm a cheque order and get the cheque instructions',
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
