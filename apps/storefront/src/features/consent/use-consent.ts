import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Choices, Purpose } from './consent-cookie';
import { consentAtom, preferencesOpenAtom, saveConsentAtom } from './consent-state';

/**
 * The visitor's consent as components need it: whether they answered, whether a purpose
 * is granted (never before an answer: continuing to browse is not consent), and the
 * actions of the banner and the preferences.
 */
export function useConsent() {
  const consent = useAtomValue(consentAtom);
  const save = useSetAtom(saveConsentAtom);
  const setPreferencesOpen = useSetAtom(preferencesOpenAtom);
  const granted = useCallback((purpose: Purpose) => consent?.[purpose] === true, [consent]);
  return {
    consent,
    answered: consent !== null,
    granted,
    save: (choices: Choices) => save(choices),
    openPreferences: () => setPreferencesOpen(true),
  };
}
