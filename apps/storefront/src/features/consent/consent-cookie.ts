import Cookies from 'js-cookie';
import * as v from 'valibot';
import { COOKIE_NAMES } from '@shop/domain';

/** The first-party cookie that keeps the visitor's choices. */
export const CONSENT_COOKIE = COOKIE_NAMES.consent;
/** Six months, the CNIL's longest keep for a consent choice; then the banner asks again. */
export const CONSENT_COOKIE_DAYS = 182;
/** Set by the survey prompt's « Non merci » (SPEC.md §4 Pop-ins and prompts, §9: 365 days). */
export const SURVEY_CLOSE_COOKIE = COOKIE_NAMES.surveyForceClose;
export const SURVEY_CLOSE_COOKIE_DAYS = 365;

/** The purposes a visitor chooses, one switch each in the preferences. */
export const PURPOSES = ['analytics', 'survey', 'youtube'] as const;
export type Purpose = (typeof PURPOSES)[number];
export type Choices = Record<Purpose, boolean>;

/**
 * The stored choice. `v` is bumped when the purposes change, so that an old answer asks
 * again; `at` (ms epoch) dates the consent, which the CNIL asks us to be able to show.
 */
export const ConsentSchema = v.object({
  v: v.literal(1),
  analytics: v.boolean(),
  survey: v.boolean(),
  youtube: v.boolean(),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Consent = v.InferOutput<typeof ConsentSchema>;

export const ALL_REFUSED: Choices = { analytics: false, survey: false, youtube: false };
export const ALL_ACCEPTED: Choices = { analytics: true, survey: true, youtube: true };

function cookieAttributes(days: number): Cookies.CookieAttributes {
  return {
    expires: days,
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

/**
 * The stored choice, or null when there is none or it cannot be trusted (then we ask).
 * `text` is the cookie's value: the browser's own unless the server passes the request's.
 */
export function readConsentCookie(text = Cookies.get(CONSENT_COOKIE)): Consent | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(ConsentSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeConsentCookie(consent: Consent): void {
  Cookies.set(CONSENT_COOKIE, JSON.stringify(consent), cookieAttributes(CONSENT_COOKIE_DAYS));
}

export function hasSurveyCloseCookie(): boolean {
  return Cookies.get(SURVEY_CLOSE_COOKIE) !== undefined;
}

export function writeSurveyCloseCookie(): void {
  Cookies.set(SURVEY_CLOSE_COOKIE, '1', cookieAttributes(SURVEY_CLOSE_COOKIE_DAYS));
}
