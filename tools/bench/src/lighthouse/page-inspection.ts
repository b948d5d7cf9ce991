/**
 * What the measured page showed once Lighthouse was done with it, read from its DOM: its
 * heading, whether the cookie banner was on screen (a first visitor sees it), and which of
 * the expected texts (the cart's product names) it shows. It proves the cart page was
 * measured with its lines, not as the empty cart.
 */
import type { Page } from 'puppeteer-core';

export interface PageInspection {
  finalUrl: string;
  heading: string | null;
  consentBannerShown: boolean;
  /** The SPA's empty-cart message (features/cart `CartEmpty`). */
  emptyCartShown: boolean;
  expectedTexts: number;
  expectedTextsShown: number;
}

/** The cookie banner is the `<dialog aria-label="Cookies">` of features/consent. */
const CONSENT_BANNER = 'dialog[aria-label="Cookies"]';
const EMPTY_CART_TEXT = 'Votre panier est vide';

/**
 * The little of the DOM the in-page function uses: the bench project compiles for Node
 * (no `dom` library), and this declaration stays in this module.
 */
interface PageElement {
  innerText: string;
  textContent: string | null;
}
declare const document: {
  body: PageElement;
  querySelector(selector: string): PageElement | null;
};

export async function inspectPage(
  page: Page,
  expectedTexts: readonly string[],
): Promise<PageInspection> {
  const seen = await page.evaluate(
    (banner, emptyText, texts) => {
      const main = document.querySelector('main') ?? document.body;
      const mainText = main.innerText;
      return {
        heading: document.querySelector('h1')?.textContent?.trim() ?? null,
        consentBannerShown: document.querySelector(banner) !== null,
        emptyCartShown: mainText.includes(emptyText),
        expectedTextsShown: texts.filter((text) => mainText.includes(text)).length,
      };
    },
    CONSENT_BANNER,
    EMPTY_CART_TEXT,
    [...expectedTexts],
  );
  return { finalUrl: page.url(), expectedTexts: expectedTexts.length, ...seen };
}
