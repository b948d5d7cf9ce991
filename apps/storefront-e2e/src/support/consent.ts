import type { BrowserContext } from '@playwright/test';

/**
 * For journeys about something else: answers the consent banner before the first page,
 * as a visitor who refused everything and closed the survey prompt and the newsletter
 * pop-in would have, so that neither the banner nor the prompt sits at the bottom of the
 * page, and the pop-in does not open over a journey that stays a minute on one page (a
 * slow machine). The consent cookie's shape is the storefront's
 * (features/consent/consent-cookie.ts), URI-encoded as js-cookie writes.
 */
export async function answerConsent(
  context: BrowserContext,
  baseURL: string,
  choices = { analytics: false, survey: false, youtube: false },
) {
  const value = encodeURIComponent(JSON.stringify({ v: 1, ...choices, at: Date.now() }));
  await context.addCookies([
    { name: 'consent', value, url: baseURL, sameSite: 'Lax' },
    { name: 'survey_force_close', value: '1', url: baseURL, sameSite: 'Lax' },
    { name: 'newsletter_popin', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}
