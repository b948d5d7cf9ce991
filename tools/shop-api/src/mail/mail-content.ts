import type { Cents, Contact, Newsletter, Withdrawal } from '@shop/domain';

/**
 * What each e-mail of the shop says, by kind: the facts only, as stored in the outbox's
 * `payload` (amounts in cents, links as paths on the site, dates in ISO). The templates
 * (templates.ts) turn them into words.
 */

export interface OrderMailLine {
  name: string;
  quantity: number;
  unit_price: Cents;
  line_total: Cents;
  offered: boolean;
}

/** Where a cheque goes: the laboratory's address (country setting). */
export interface ChequeMailInstructions {
  payee: string;
  address_lines: string[];
}

export interface OrderConfirmationPayload {
  order_id: number;
  number: string;
  placed_at: string;
  firstname: string;
  lastname: string;
  payment_label: string;
  carrier_label: string;
  lines: OrderMailLine[];
  goods: Cents;
  discount: Cents;
  shipping_fees: Cents;
  total: Cents;
  delivery_lines: string[];
  /** Set for an order paid by cheque: it waits for the cheque. */
  cheque: ChequeMailInstructions | null;
  /** The order's page in the account. */
  link: string;
}

export interface PaymentFailedPayload {
  order_id: number;
  number: string;
  firstname: string;
  lastname: string;
  /** The amount of the payment. */
  total: Cents;
  /** `refused` by the bank, `3ds_failed`: the card holder not authenticated, `expired`. */
  reason: 'refused' | '3ds_failed' | 'expired';
  /** The cart, from where the customer pays again. */
  link: string;
}

export type MailContent =
  | {
      kind: 'account_created';
      payload: { firstname: string; lastname: string; email: string; link: string };
    }
  | { kind: 'password_reset'; payload: { link: string; expires_at: string } }
  | { kind: 'password_reset_no_account'; payload: { sign_up_link: string } }
  | { kind: 'email_changed'; payload: { former_email: string; new_email: string } }
  | { kind: 'newsletter_welcome'; payload: { email: string; newsletters: Newsletter[] } }
  | {
      kind: 'contact_request';
      payload: Contact & {
        contact_request_id: number;
        customer_id: number | null;
        reply_to: string;
      };
    }
  | {
      kind: 'contact_acknowledgement';
      payload: { contact_request_id: number; firstname: string; lastname: string; subject: string };
    }
  | {
      kind: 'withdrawal_request';
      payload: Withdrawal & {
        withdrawal_request_id: number;
        customer_id: number | null;
        order_id: number | null;
        received_at: string;
        reply_to: string;
        civility: string;
        firstname: string;
        lastname: string;
        email: string;
      };
    }
  | {
      kind: 'withdrawal_acknowledgement';
      payload: {
        withdrawal_request_id: number;
        order_number: string;
        civility: string;
        firstname: string;
        lastname: string;
        received_at: string;
      };
    }
  | { kind: 'order_confirmation'; payload: OrderConfirmationPayload }
  | { kind: 'payment_failed'; payload: PaymentFailedPayload };

export type MailKind = MailContent['kind'];

/** The shop a mail speaks for: its name, and the origin its links start with. */
export interface MailSite {
  name: string;
  /** `https://www.aubepine.example`: the shop's URL (shops.url). */
  origin: string;
}

/** A mail ready to send: French, an HTML part and the same words as plain text. */
export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}
