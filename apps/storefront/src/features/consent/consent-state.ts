import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import {
  hasSurveyCloseCookie,
  readConsentCookie,
  writeConsentCookie,
  writeSurveyCloseCookie,
  type Choices,
  type Consent,
} from './consent-cookie';

/**
 * The visitor's choice, null until they answer. Read from the cookie when a store first
 * needs it; written back to the cookie by saveConsentAtom only, so that the two agree.
 */
export const consentAtom = atomWithLazy<Consent | null>(readConsentCookie);

/** Whether the preferences dialog is open (the banner's « Personnaliser », the footer button). */
export const preferencesOpenAtom = atom(false);

/** Records an answer: every purpose is set, a missing one is a refusal. */
export const saveConsentAtom = atom(null, (_get, set, choices: Choices) => {
  const consent: Consent = { v: 1, ...choices, at: Date.now() };
  writeConsentCookie(consent);
  set(consentAtom, consent);
});

/** The survey prompt's « Non merci », kept for a year. */
export const surveyClosedAtom = atomWithLazy<boolean>(hasSurveyCloseCookie);
export const closeSurveyPromptAtom = atom(null, (_get, set) => {
  writeSurveyCloseCookie();
  set(surveyClosedAtom, true);
});
