// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { readConsentCookie, writeConsentCookie, type Consent } from './consent-cookie';
import { clearCookies } from './render-consent.test-utils';

afterEach(clearCookies);

describe('the consent cookie', () => {
  it('reads back what was written', () => {
    const consent: Consent = { v: 1, analytics: true, survey: false, youtube: true, at: 1_700 };
    writeConsentCookie(consent);
    expect(readConsentCookie()).toEqual(consent);
  });

  it('is absent before any answer', () => {
    expect(readConsentCookie()).toBeNull();
  });

  it.each([
    'oui',
    '{"v":1,"analytics":"yes","survey":false,"youtube":false,"at":1}',
    '{"v":2,"analytics":true,"survey":true,"youtube":true,"at":1}',
    '{"analytics":true}',
  ])('is not trusted when it says %s: the banner asks again', (value) => {
    Cookies.set('consent', value);
    expect(readConsentCookie()).toBeNull();
  });
});
