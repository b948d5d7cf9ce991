/**
 * Business constants of SPEC.md §9, named once for the SPA, the gateway and the shop API.
 * Durations are in milliseconds unless the name says otherwise; money is in cents.
 */

// Shop and locales
/** The shop every call targets unless told otherwise. */
export const DEFAULT_SHOP_ID = 1;

/** French is the default and only storefront locale. */
export const STOREFRONT_LOCALE = 'fr';

/** Locales the server knows; the storefront only ever shows `fr`. */
export const SERVER_LOCALES = ['fr', 'de', 'en', 'es', 'it'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

/** France is the only country, of the shop and of every address. */
export const COUNTRY_CODE = 'FR';

/** Currency of every price. */
export const CURRENCY_SYMBOL = '€';

// Routing
/** Status of every permanent redirect. */
export const PERMANENT_REDIRECT_STATUS = 301;

/** A product list or search path carries at most this many filter segments. */
export const MAX_ROUTE_FILTERS = 10;

/** Pages listed beside a product (`/products/{id}/pages`). */
export const PAGES_LISTING_PER_PAGE = 4;

/**
 * Products per page of the product list. SPEC.md says it is configuration-driven and does
 * not give the value: this is our default.
 */
export const DEFAULT_PRODUCT_LIST_PAGE_SIZE = 24;

/** Plain-text body of the 401 an address outside the allow-list gets (SPEC.md §8). */
export const IP_NOT_ALLOWED_TEXT = 'You are not allowed to access this application';

// Search
/**
 * Characters below which nothing is searched: no suggestion is asked for and the submit
 * button is disabled (the stricter of the spec's two readings).
 */
export const SEARCH_MIN_CHARACTERS = 3;
/** Wait after the last key stroke before the suggestion call. */
export const SUGGESTION_DELAY_MS = 250;
/** Default debounce of the header's inputs. */
export const HEADER_DEBOUNCE_MS = 700;
/** The mobile search field is focused this long after it opens. */
export const MOBILE_SEARCH_FOCUS_DELAY_MS = 500;

// Layout and prompts
/** The newsletter pop-in opens this long after the page loads. */
export const NEWSLETTER_POPIN_DELAY_MS = 60_000;
/** The go-to-top button appears past this scroll depth, in CSS pixels. */
export const GO_TO_TOP_THRESHOLD_PX = 800;
/** Device-class detection waits this long after the last resize. */
export const RESIZE_DEBOUNCE_MS = 1000;
/** The survey script loads this long after consent. */
export const SURVEY_SCRIPT_DELAY_MS = 1000;
/** The tag-manager page view is pushed this long after a route change. */
export const PAGEVIEW_DELAY_MS = 250;
/** The "you have been disconnected" toast stays this long. */
export const DISCONNECTION_TOAST_MS = 10_000;
/** The footer carousel moves to the next slide every… */
export const FOOTER_CAROUSEL_AUTOPLAY_MS = 3000;
/** …while its wording rotates every… */
export const FOOTER_WORDING_ROTATION_MS = 2000;
/** …over this many slides. */
export const FOOTER_CAROUSEL_SLIDES = 4;
/** Duration of the loading bar. */
export const LOADING_BAR_MS = 5000;
/** After a chunk fails to load the page is reloaded, at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

// Cookies
/** Lifetime of the session cookie when remember-me holds a refresh token. */
export const JWT_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const SURVEY_CLOSE_COOKIE_MAX_AGE_DAYS = 365;
/** The shop's own cookies: the data-protection page describes each one it sets. */
export const COOKIE_NAMES = {
  session: 'jwt_token',
  loggedIn: 'logged_in',
  newsletterPopin: 'newsletter_popin',
  surveyForceClose: 'survey_force_close',
  oldBrowserNotice: 'ie_info',
  /** SPEC.md §9 names it; nothing sets it while French is the storefront's only locale. */
  locale: 'locale',
  cartCount: 'cart_count',
  /** The visitor's answer to the consent banner. */
  consent: 'consent',
} as const;

// Cart, discounts and shipping
/** The three carriers: parcel-carrier home delivery, relay point, express home delivery. */
export const CARRIER_CODES = ['parcel', 'relay', 'express'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];
/** The carrier that needs a relay point chosen. */
export const RELAY_CARRIER: CarrierCode = 'relay';
/** The carrier whose home delivery is free on a first order. */
export const FIRST_ORDER_FREE_CARRIER: CarrierCode = 'parcel';
/** A cart token is reused for this long after it was set. */
export const CART_TOKEN_VALIDITY_DAYS = 3;
/** Delivery is free from this amount with taxes (49 €). */
export const FREE_DELIVERY_THRESHOLD_CENTS = 4900;
/** Discount of a customer's first order, in percent. */
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;
/** An ASM code offers one free product from this amount of purchase (60 €). */
export const ASM_THRESHOLD_CENTS = 6000;
/** VAT rate of food supplements in France, in percent (our decision: SPEC.md is silent). */
export const SUPPLEMENT_VAT_PERCENT = 5.5;

// Payment
/** A card payment not completed in this time expires. */
export const CARD_PAYMENT_TIME_LIMIT_MS = 15 * 60_000;

// Forms
/** Longest address line, in characters. */
export const ADDRESS_LINE_MAX_LENGTH = 35;

// Delivery and customer service (shown as text)
/** Delivery delays of orders registered before noon, by carrier. */
export const DELIVERY_DELAYS: Record<
  CarrierCode,
  { min: number; max: number; unit: 'working_days' | 'working_hours' }
> = {
  parcel: { min: 2, max: 4, unit: 'working_days' },
  relay: { min: 24, max: 24, unit: 'working_hours' },
  express: { min: 24, max: 24, unit: 'working_hours' },
};
/** Orders registered before this hour leave the same day. */
export const DELIVERY_CUTOFF_HOUR = 12;
/** Withdrawal right, from receipt, and refund delay, from the return. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
export const REFUND_PERIOD_DAYS = 14;
/** Partner pharmacies, and the time they take to obtain a product. */
export const PARTNER_PHARMACY_COUNT = 9000;
export const PHARMACY_SUPPLY_HOURS = 48;
/** Customer-service hours, weekdays, local time as HH:MM. */
export const CUSTOMER_SERVICE_HOURS = [
  { from: '09:00', to: '12:30' },
  { from: '14:00', to: '18:00' },
] as const;
