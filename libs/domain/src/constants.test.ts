import { describe, expect, it } from 'vitest';
import * as constants from './constants';

/**
 * SPEC.md §9, copied row by row. Most of these values are delays the SPA will wait on, so
 * no rule of the domain notices when one drifts; this table does.
 */
const SPEC_TABLE = {
  SUGGESTION_DELAY_MS: 250,
  HEADER_DEBOUNCE_MS: 700,
  NEWSLETTER_POPIN_DELAY_MS: 60_000,
  GO_TO_TOP_THRESHOLD_PX: 800,
  RESIZE_DEBOUNCE_MS: 1000,
  SURVEY_SCRIPT_DELAY_MS: 1000,
  PAGEVIEW_DELAY_MS: 250,
  DISCONNECTION_TOAST_MS: 10_000,
  FOOTER_CAROUSEL_AUTOPLAY_MS: 3000,
  FOOTER_WORDING_ROTATION_MS: 2000,
  FOOTER_CAROUSEL_SLIDES: 4,
  LOADING_BAR_MS: 5000,
  JWT_COOKIE_MAX_AGE_DAYS: 365,
  LOCALE_COOKIE_MAX_AGE_DAYS: 365,
  SURVEY_CLOSE_COOKIE_MAX_AGE_DAYS: 365,
  CHUNK_RELOAD_GUARD_MS: 60_000,
  CART_TOKEN_VALIDITY_DAYS: 3,
  MAX_ROUTE_FILTERS: 10,
  PAGES_LISTING_PER_PAGE: 4,
  PERMANENT_REDIRECT_STATUS: 301,
  FREE_DELIVERY_THRESHOLD_CENTS: 4900,
  FIRST_ORDER_DISCOUNT_PERCENT: 10,
  ASM_THRESHOLD_CENTS: 6000,
  CARD_PAYMENT_TIME_LIMIT_MS: 900_000,
  WITHDRAWAL_PERIOD_DAYS: 14,
  REFUND_PERIOD_DAYS: 14,
  ADDRESS_LINE_MAX_LENGTH: 35,
  PARTNER_PHARMACY_COUNT: 9000,
  PHARMACY_SUPPLY_HOURS: 48,
  DEFAULT_SHOP_ID: 1,
  // §4, outside the table: mobile search focus and the delivery cut-off at noon.
  MOBILE_SEARCH_FOCUS_DELAY_MS: 500,
  DELIVERY_CUTOFF_HOUR: 12,
} as const;

describe('the constants of SPEC.md §9', () => {
  it.each(Object.entries(SPEC_TABLE))('%s is %d', (name, value) => {
    expect(constants[name as keyof typeof SPEC_TABLE]).toBe(value);
  });

  it('reads the search minimum the stricter way: 3 characters', () => {
    expect(constants.SEARCH_MIN_CHARACTERS).toBe(3);
  });

  it('gives the delivery delays of orders registered before noon', () => {
    expect(constants.DELIVERY_DELAYS).toEqual({
      parcel: { min: 2, max: 4, unit: 'working_days' },
      relay: { min: 24, max: 24, unit: 'working_hours' },
      express: { min: 24, max: 24, unit: 'working_hours' },
    });
  });

  it('gives the customer-service hours of weekdays', () => {
    expect(constants.CUSTOMER_SERVICE_HOURS).toEqual([
      { from: '09:00', to: '12:30' },
      { from: '14:00', to: '18:00' },
    ]);
  });

  it('names fr the only storefront locale among the server ones, and France the country', () => {
    expect(constants.STOREFRONT_LOCALE).toBe('fr');
    expect([...constants.SERVER_LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    expect(constants.COUNTRY_CODE).toBe('FR');
  });

  it('names the cookies of §3', () => {
    expect(constants.COOKIE_NAMES).toMatchObject({
      session: 'jwt_token',
      newsletterPopin: 'newsletter_popin',
      surveyForceClose: 'survey_force_close',
      oldBrowserNotice: 'ie_info',
    });
  });
});
