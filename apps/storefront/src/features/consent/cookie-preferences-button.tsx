import { Trans } from '@lingui/react/macro';
import { useConsent } from './use-consent';
import './consent.css';

/** « Gérer mes cookies », in the footer: the visitor can change their mind at any time. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const { openPreferences } = useConsent();
  return (
    <button
      type="button"
      className={`${className ?? 'consent-preferences-button'} script-only`}
      aria-haspopup="dialog"
      onClick={openPreferences}
    >
      <Trans>Gérer mes cookies</Trans>
    </button>
  );
}
