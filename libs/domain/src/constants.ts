/** Business constants of SPEC.md §9, named once for the SPA, the gateway and the shop API. */

/** The shop every call targets unless told otherwise. */
export const DEFAULT_SHOP_ID = 1;

/** French is the default and only storefront locale. */
export const STOREFRONT_LOCALE = 'fr';

/** Locales the server knows; the storefront only ever shows `fr`. */
export const SERVER_LOCALES = ['fr', 'de', 'en', 'es', 'it'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

/** Status of every permanent redirect. */
export const PERMANENT_REDIRECT_STATUS = 301;
