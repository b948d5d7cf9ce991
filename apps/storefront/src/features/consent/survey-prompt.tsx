import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Consent } from './consent-cookie';
import { closeSurveyPromptAtom, surveyClosedAtom } from './consent-state';
import { useConsent } from './use-consent';

/**
 * SPEC.md §4 Pop-ins and prompts: the survey prompt shows only when survey consent is
 * missing and `survey_force_close` is absent. Our reading: only once the banner has been
 * answered (one question at a time) and only when a survey vendor is configured.
 */
export function shouldShowSurveyPrompt(state: {
  surveyConfigured: boolean;
  consent: Consent | null;
  closed: boolean;
}): boolean {
  return state.surveyConfigured && state.consent !== null && !state.consent.survey && !state.closed;
}

/** « Oui » grants the survey purpose (the script then loads); « Non merci » closes it for a year. */
export function SurveyPrompt({ surveyConfigured }: { surveyConfigured: boolean }) {
  const { t } = useLingui();
  const { consent, save } = useConsent();
  const closed = useAtomValue(surveyClosedAtom);
  const close = useSetAtom(closeSurveyPromptAtom);
  if (!consent || !shouldShowSurveyPrompt({ surveyConfigured, consent, closed })) return null;

  return (
    <section className="consent-survey" aria-label={t`Enquête de satisfaction`}>
      <p className="consent-survey__text">
        <Trans>Acceptez-vous de répondre à nos enquêtes de satisfaction ?</Trans>
      </p>
      <div className="consent-survey__actions">
        <button
          type="button"
          className="consent-button consent-button--choice"
          onClick={() =>
            save({ analytics: consent.analytics, survey: true, youtube: consent.youtube })
          }
        >
          <Trans>Oui</Trans>
        </button>
        <button type="button" className="consent-button consent-button--secondary" onClick={close}>
          <Trans>Non merci</Trans>
        </button>
      </div>
    </section>
  );
}
