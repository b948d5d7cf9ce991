/**
 * Bounds of the form fields where SPEC.md §5 says "exact bounds of other fields: not shown".
 * They are our decisions, named once so forms, the shop API and the messages agree. The
 * address line limit is the spec's and lives in `constants.ts` (ADDRESS_LINE_MAX_LENGTH).
 */

/** First and last names: enough for compound names, short enough for a parcel label. */
export const NAME_MAX_LENGTH = 50;

/** The longest address an SMTP path allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Password policy (SPEC.md §5 lists the requirements, not the count). */
export const PASSWORD_MIN_LENGTH = 8;
/** Refuses pasted novels, not passphrases. */
export const PASSWORD_MAX_LENGTH = 128;

export const ADDRESS_LABEL_MAX_LENGTH = 50;
/** The longest French commune name has 45 characters. */
export const CITY_MAX_LENGTH = 50;
export const DELIVERY_INFORMATION_MAX_LENGTH = 255;

export const CUSTOMER_CODE_MAX_LENGTH = 20;

/** A company name on an invoice. */
export const COMPANY_NAME_MAX_LENGTH = 100;

export const CONTACT_PROFILE_MAX_LENGTH = 50;
export const CONTACT_SUBJECT_MAX_LENGTH = 100;
export const CONTACT_FUNCTION_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;

export const ORDER_NUMBER_MAX_LENGTH = 30;
export const WITHDRAWAL_ADDRESS_MAX_LENGTH = 255;

/** A birth year further back than this many years is a typing slip, not a customer. */
export const BIRTHDAY_MAX_AGE_YEARS = 120;

/**
 * Calendar dates ("not in the future") are read in the shop's time zone, so the SPA, the
 * gateway and the shop API agree on what "today" is whatever the machine's zone.
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

/**
 * How an order can be paid, by kind (SPEC.md §9: card brands, a wallet service, two mobile
 * wallets and cheque). All but the cheque are paid on the payment provider's hosted page.
 */
export const PAYMENT_METHODS = ['card', 'wallet', 'mobile_wallet', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
