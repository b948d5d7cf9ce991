import { i18n, type Messages } from '@lingui/core';
import { STOREFRONT_LOCALE } from '@shop/domain';

type StorefrontLocale = typeof STOREFRONT_LOCALE;

/** Catalogues load on demand, so a future locale costs nothing to the French pages. */
const catalogues: Record<StorefrontLocale, () => Promise<{ messages: Messages }>> = {
  fr: () => import('./locales/fr/messages.po'),
};

/** Loads the locale's messages and makes them the ones every macro renders. */
export async function activateLocale(locale: StorefrontLocale = STOREFRONT_LOCALE): Promise<void> {
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };
