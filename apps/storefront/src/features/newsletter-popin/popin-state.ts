import { atom } from 'jotai';
import Cookies from 'js-cookie';
import { COOKIE_NAMES } from '@shop/domain';

/** Open state shared by the pop-in and the footer button that reopens it. */
export const newsletterPopinOpenAtom = atom(false);

/** How long a closed pop-in stays away (our decision, as the other prompt cookies: 365 days). */
const POPIN_COOKIE_DAYS = 365;

/** The visitor has already closed the pop-in on this browser (SPEC.md §4). */
export function popinAlreadyClosed(): boolean {
  return Cookies.get(COOKIE_NAMES.newsletterPopin) !== undefined;
}

export function rememberPopinClosed(): void {
  Cookies.set(COOKIE_NAMES.newsletterPopin, '1', {
    expires: POPIN_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}
