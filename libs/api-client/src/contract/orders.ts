/**
 * The orders and payment calls of SPEC.md §7 Orders, plus the card payment preparation of
 * §7 Cart: request and reply schemas. Amounts are euros with two decimals. An order stores
 * the finer history step (`status`, §4 Order statuses); `shown_status` is the one of four
 * statuses the customer sees, given by libs/domain's `shownOrderStatus`.
 */
import * as v from 'valibot';
import {
  CARD_PAYMENT_OUTCOMES,
  CARRIER_CODES,
  ORDER_HISTORY_STATUSES,
  ORDER_STATUSES,
} from '@shop/domain';
import { API_PREFIX } from './api-prefix';
import {
  CommonQuerySchema,
  IdSchema,
  NonEmptyStringSchema,
  PageNumberSchema,
  RowIdSchema,
  TextSchema,
  perPageSchema,
} from './common';
import { CountrySettingSchema } from './content';
import { InstantSchema } from './content/common';
import { AddressSchema } from './customer';
import { dataEnvelopeSchema, listSchema } from './envelope';

/** Where the reference shop API serves the card payment sandbox's page of one payment. */
export const PAYMENT_SANDBOX_PREFIX = `${API_PREFIX}/payment-sandbox/`;

/** Euros with at most two decimals, never negative. */
const AmountSchema = v.pipe(v.number(), v.minValue(0));

/** A cart token as a query parameter (random text the cart calls hand out). */
const CartTokenQuerySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** A card payment's token: random URL-safe text, in the sandbox URL and the return URL. */
export const CardPaymentTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/));

export const OrderHistoryStatusSchema = v.picklist(ORDER_HISTORY_STATUSES);
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);

/** Home delivery (parcel or express carrier) or a relay point (SPEC.md §3 "shipping mode"). */
export const SHIPPING_MODES = ['home', 'relay'] as const;
export const ShippingModeSchema = v.picklist(SHIPPING_MODES);
export type ShippingMode = v.InferOutput<typeof ShippingModeSchema>;

/** A code with its French label, as the reference lists name it (carriers, payment methods). */
const LabelledCodeSchema = v.object({ code: NonEmptyStringSchema, label: NonEmptyStringSchema });

/** What the order list shows of an order, and what the detail starts with. */
const OrderSummaryEntries = {
  id: v.pipe(IdSchema, v.description('The order id.')),
  number: v.pipe(NonEmptyStringSchema, v.description('Shown to the customer: `CMD-2026-000123`.')),
  date: v.pipe(InstantSchema, v.description('When the order was registered.')),
  channel: v.pipe(NonEmptyStringSchema, v.description('`web`, `phone`, `mail`.')),
  status: v.pipe(
    OrderHistoryStatusSchema,
    v.description(
      'The history step reached (§4): in_payment, in_progress, cancelled, dispatched, delivered.',
    ),
  ),
  shown_status: v.pipe(
    OrderStatusSchema,
    v.description('What the customer sees: pending_payment, paid, cancelled or shipped.'),
  ),
  number_of_articles: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.description('Units ordered, offered ones included.'),
  ),
  total_amount: v.pipe(
    AmountSchema,
    v.description('What was (or is to be) charged: goods after discount, plus shipping.'),
  ),
  shipping_mode: v.pipe(ShippingModeSchema, v.description('Home delivery or a relay point.')),
  carrier: v.pipe(
    v.object({ code: v.picklist(CARRIER_CODES), label: NonEmptyStringSchema }),
    v.description("The carrier's code and label."),
  ),
  payment_method: v.pipe(
    LabelledCodeSchema,
    v.description("`card` or `cheque`, or a payment method's code of the reference list."),
  ),
};

export const OrderSummarySchema = v.object(OrderSummaryEntries);
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/**
 * An ordered item. `unit_price` and `line_total` are what was paid; `product_id` is null when
 * the product no longer exists. For a renewal (§4 Reorder, `planReorder` of libs/domain):
 * `available` says whether the product can be sold today, and `price_with_tax` is its current
 * unit price, 0 for an offered line (a gift is not renewed) and the price paid when the
 * product has no current price.
 */
export const OrderLineSchema = v.object({
  product_id: v.pipe(
    v.nullable(IdSchema),
    v.description('The product, or null when it no longer exists.'),
  ),
  name: v.pipe(NonEmptyStringSchema, v.description('The product name when ordered.')),
  quantity: v.pipe(v.pipe(v.number(), v.integer(), v.minValue(1)), v.description('Units ordered.')),
  unit_price: v.pipe(AmountSchema, v.description('The unit price paid, in euros with taxes.')),
  line_total: v.pipe(AmountSchema, v.description('What the line cost.')),
  offered: v.pipe(v.boolean(), v.description('A gift of a code.')),
  available: v.pipe(
    v.boolean(),
    v.description('Whether the product can be sold today (for a renewal).'),
  ),
  price_with_tax: v.pipe(
    AmountSchema,
    v.description('Its unit price today (0 for an offered line).'),
  ),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

/**
 * Every field of the Order entity (SPEC.md §3). SPEC.md §7 says `GET /order/{id}` replies a
 * "list": the ordered items are the `list` field (as a cart payload's lines are), the rest of
 * the order sits beside it.
 */
export const OrderDetailSchema = v.object({
  ...OrderSummaryEntries,
  history: v.pipe(
    v.array(OrderHistoryStatusSchema),
    v.description('The history steps walked so far, in order (libs/domain `orderHistoryUpTo`).'),
  ),
  transaction_id: v.pipe(
    v.nullable(v.string()),
    v.description("The payment's transaction, once paid by card or wallet."),
  ),
  tracking_number: v.pipe(
    v.nullable(v.string()),
    v.description("The parcel's tracking number, once shipped."),
  ),
  goods_amount: v.pipe(AmountSchema, v.description('Goods with taxes before the discount.')),
  discount: v.pipe(AmountSchema, v.description('What the discounts took off.')),
  discount_code: v.pipe(v.nullable(v.string()), v.description('The advantage code used, if any.')),
  asm_code: v.pipe(v.nullable(v.string()), v.description('The ASM code used, if any.')),
  shipping_fees: v.pipe(AmountSchema, v.description('Shipping, with taxes.')),
  taxes: v.pipe(
    AmountSchema,
    v.description(
      'VAT included in the goods after discount (shipping carries none of its own here).',
    ),
  ),
  list: v.pipe(v.array(OrderLineSchema), v.description('The ordered items.')),
  billing_address: v.pipe(AddressSchema, v.description('The billing address as ordered.')),
  delivery_address: v.pipe(AddressSchema, v.description('The delivery address as ordered.')),
  can_reorder: v.pipe(
    v.boolean(),
    v.description('Whether the order page offers a renewal (a cancelled order does not).'),
  ),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const OrderListQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  page: v.optional(PageNumberSchema, 1),
  per_page: perPageSchema(10, 50),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;
export const OrderListReplySchema = dataEnvelopeSchema(listSchema(OrderSummarySchema));

export const OrderIdParamsSchema = v.object({
  id: v.pipe(RowIdSchema, v.description("One of the customer's orders.")),
});
export type OrderIdParams = v.InferOutput<typeof OrderIdParamsSchema>;
export const OrderReplySchema = dataEnvelopeSchema(OrderDetailSchema);

export const PrepareCardPaymentQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  cart_token: v.pipe(
    CartTokenQuerySchema,
    v.description('The cart validated into the order to pay.'),
  ),
});
export type PrepareCardPaymentQuery = v.InferOutput<typeof PrepareCardPaymentQuerySchema>;
export const PrepareCardPaymentSchema = v.object({
  url: v.pipe(
    v.nullable(v.pipe(v.string(), v.startsWith(PAYMENT_SANDBOX_PREFIX))),
    v.description(
      'The payment page to send the customer to (null when the order is already paid).',
    ),
  ),
  token: v.pipe(
    v.nullable(CardPaymentTokenSchema),
    v.description(
      'The payment token, given back on the return URL and to `GET /order/valid-card-order`.',
    ),
  ),
  order_id: v.pipe(IdSchema, v.description('The order being paid.')),
  number: NonEmptyStringSchema,
  amount: AmountSchema,
  already_paid_order_id: v.pipe(
    v.nullable(IdSchema),
    v.description('The order that already paid this cart, if any.'),
  ),
});
export type PrepareCardPayment = v.InferOutput<typeof PrepareCardPaymentSchema>;
export const PrepareCardPaymentReplySchema = dataEnvelopeSchema(PrepareCardPaymentSchema);

/** What the sandbox page's buttons report (`POST /payment-sandbox/{token}`, form-encoded). */
export const REPORTED_CARD_OUTCOMES = ['accepted', 'refused', 'cancelled', '3ds_failed'] as const;
/** What a wallet's page can report: a wallet has no 3-D Secure. */
export const REPORTED_WALLET_OUTCOMES = ['accepted', 'refused', 'cancelled'] as const;
export type ReportedCardOutcome = (typeof REPORTED_CARD_OUTCOMES)[number];
/** `{token}` of `/payment-sandbox/{token}`: a malformed one is a 400 `invalid_input`. */
export const PaymentSandboxParamsSchema = v.object({
  token: v.pipe(
    CardPaymentTokenSchema,
    v.description('The payment token, from `url` of `GET /cart-prepare-card-payment`.'),
  ),
});
export type PaymentSandboxParams = v.InferOutput<typeof PaymentSandboxParamsSchema>;

/**
 * One of the sandbox page's forms: a button's `outcome`, a test card's `card_number`, or
 * the 3-D Secure challenge's `code`. A wallet's login fields come along, unchecked.
 */
export const PaymentSandboxFormSchema = v.object({
  outcome: v.pipe(
    v.optional(v.picklist(REPORTED_CARD_OUTCOMES)),
    v.description("A button's answer: the bank accepts, refuses, or the customer cancels."),
  ),
  // TextSchema: no one types a control character, so such a form is refused at the door.
  card_number: v.pipe(
    v.optional(v.pipe(TextSchema, v.maxLength(40))),
    v.description("A test card's number (the page lists them, each with its outcome)."),
  ),
  code: v.pipe(
    v.optional(v.pipe(TextSchema, v.maxLength(16))),
    v.description('The 3-D Secure code the challenge shows.'),
  ),
  email: v.pipe(
    v.optional(v.pipe(TextSchema, v.maxLength(254))),
    v.description("A wallet's login (not checked)."),
  ),
  password: v.pipe(
    v.optional(v.pipe(TextSchema, v.maxLength(128))),
    v.description("A wallet's password (not checked)."),
  ),
});
export type PaymentSandboxForm = v.InferOutput<typeof PaymentSandboxFormSchema>;

export const ValidCardOrderQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  token: v.pipe(
    CardPaymentTokenSchema,
    v.description('The payment token of `GET /cart-prepare-card-payment`.'),
  ),
});
export type ValidCardOrderQuery = v.InferOutput<typeof ValidCardOrderQuerySchema>;
export const ValidCardOrderSchema = v.object({
  outcome: v.pipe(
    v.picklist(CARD_PAYMENT_OUTCOMES),
    v.description("The payment's outcome: `accepted` pays the order."),
  ),
  order_id: v.pipe(IdSchema, v.description('The order.')),
  number: v.pipe(NonEmptyStringSchema, v.description('The order number.')),
  status: v.pipe(OrderHistoryStatusSchema, v.description("The order's history step.")),
  shown_status: v.pipe(OrderStatusSchema, v.description('What the customer sees.')),
  error_code: v.pipe(
    v.nullable(v.string()),
    v.description('libs/domain `paymentOutcomeError`: null when the payment went through.'),
  ),
  already_paid_order_id: v.pipe(
    v.nullable(IdSchema),
    v.description('The order that already paid this cart, if another payment did.'),
  ),
});
export type ValidCardOrder = v.InferOutput<typeof ValidCardOrderSchema>;
export const ValidCardOrderReplySchema = dataEnvelopeSchema(ValidCardOrderSchema);

const PostalAddressSchema = CountrySettingSchema.entries.contact.entries.laboratory.entries.address;

export const ValidCheckOrderQuerySchema = PrepareCardPaymentQuerySchema;
export type ValidCheckOrderQuery = v.InferOutput<typeof ValidCheckOrderQuerySchema>;
export const ValidCheckOrderSchema = v.object({
  order_id: v.pipe(IdSchema, v.description('The order, pending payment until the cheque arrives.')),
  number: v.pipe(
    NonEmptyStringSchema,
    v.description('The order number, to write on the back of the cheque.'),
  ),
  status: OrderHistoryStatusSchema,
  shown_status: OrderStatusSchema,
  amount: AmountSchema,
  cheque: v.object({
    payee: v.pipe(NonEmptyStringSchema, v.description('Whom the cheque is made out to.')),
    address: v.pipe(PostalAddressSchema, v.description('Where it is posted.')),
    reference: v.pipe(
      NonEmptyStringSchema,
      v.description('Written on the back of the cheque, so it is matched with the order.'),
    ),
  }),
});
export type ValidCheckOrder = v.InferOutput<typeof ValidCheckOrderSchema>;
export const ValidCheckOrderReplySchema = dataEnvelopeSchema(ValidCheckOrderSchema);

/**
 * `GET /order/user-payment-action?order_id=` (token): what the customer can do about an
 * order's payment. `pay_by_card`: a card order pending payment, paid by preparing a new card
 * payment with `cart_token`; `send_cheque`: a cheque order pending payment (the instructions
 * come from `valid-check-order` with `cart_token`); null: nothing to pay. Errors: 404
 * `order_not_found`.
 */
export const USER_PAYMENT_ACTIONS = ['pay_by_card', 'send_cheque'] as const;
export const UserPaymentActionQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  order_id: v.pipe(RowIdSchema, v.description("One of the customer's orders.")),
});
export type UserPaymentActionQuery = v.InferOutput<typeof UserPaymentActionQuerySchema>;
export const UserPaymentActionSchema = v.object({
  order_id: v.pipe(IdSchema, v.description('The order.')),
  number: v.pipe(NonEmptyStringSchema, v.description('The order number.')),
  status: v.pipe(OrderHistoryStatusSchema, v.description("The order's history step.")),
  shown_status: v.pipe(OrderStatusSchema, v.description('What the customer sees.')),
  amount: v.pipe(AmountSchema, v.description("The order's total, in euros with taxes.")),
  action: v.pipe(
    v.nullable(v.picklist(USER_PAYMENT_ACTIONS)),
    v.description('What is left to do: `pay_by_card`, `send_cheque`, or null when nothing.'),
  ),
  cart_token: v.pipe(
    v.nullable(v.string()),
    v.description('The cart the order was validated from, for the calls the action leads to.'),
  ),
});
export type UserPaymentAction = v.InferOutput<typeof UserPaymentActionSchema>;
export const UserPaymentActionReplySchema = dataEnvelopeSchema(UserPaymentActionSchema);
