import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, type MouseEvent } from 'react';
import { contentSlug } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import { ALL_ACCEPTED, ALL_REFUSED } from './consent-cookie';
import { PreferencesDialog } from './preferences-dialog';
import { useConsent } from './use-consent';
import './consent.css';

/** The banner's three answers, as its buttons' values (`<form method="dialog">`). */
const ANSWERS = ['refuse', 'accept', 'customize'] as const;
type Answer = (typeof ANSWERS)[number];
const isAnswer = (value: string): value is Answer => ANSWERS.some((answer) => answer === value);

/**
 * Our own consent banner (CNIL guidelines): shown until the visitor answers, « Tout
 * refuser » exactly as visible and easy as « Tout accepter », « Personnaliser » for the
 * purposes one by one. Nothing is granted meanwhile: browsing on is not consent. It is a
 * non-modal dialog, so the page stays usable and readable; it sits after the layout in
 * the DOM, so the skip link stays the first Tab stop, and it is sticky at the bottom of
 * the page rather than fixed, so it never covers the end of the footer.
 *
 * The server draws it open, its buttons in a `<form method="dialog">`: pressed before the
 * banner's code has hydrated (it comes late, lazyHydrated), or without JavaScript, a
 * button closes it in the browser itself, and the answer, kept as the dialog's
 * `returnValue`, is recorded once the code is there.
 * It also hosts the preferences dialog, which the footer's button opens again later.
 */
export function ConsentBanner() {
  const { t } = useLingui();
  const { answered, save, openPreferences } = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);

  const answer = (value: Answer) => {
    if (value === 'refuse') save(ALL_REFUSED);
    else if (value === 'accept') save(ALL_ACCEPTED);
    else {
      // The banner stays until the preferences are saved.
      if (!dialog.current?.open) dialog.current?.show();
      openPreferences();
    }
  };

  // Answered in the browser alone before hydration: the answer is recorded now.
  const answerGivenEarly = useEffectEvent(answer);
  useEffect(() => {
    const banner = dialog.current;
    if (banner && !banner.open && isAnswer(banner.returnValue)) {
      answerGivenEarly(banner.returnValue);
    }
  }, []);

  const onAnswer = (event: MouseEvent<HTMLButtonElement>) => {
    // Hydrated, the state removes the banner: the form's own closing is not needed.
    event.preventDefault();
    const { value } = event.currentTarget;
    if (isAnswer(value)) answer(value);
  };

  return (
    <>
      {!answered && (
        <dialog ref={dialog} open className="consent-banner" aria-label={t`Cookies`}>
          <div className="consent-banner__inner">
            <p className="consent-banner__text">
              <Trans>
                Avec votre accord, nous utilisons des cookies pour mesurer l’audience du site, vous
                proposer des enquêtes de satisfaction et lire des vidéos YouTube. Vous pouvez
                changer d’avis à tout moment avec « Gérer mes cookies » en bas de page.
              </Trans>{' '}
              <AppLink
                to="/fr/$slug"
                params={{ slug: contentSlug('data_protection___fr') }}
                className="consent-banner__more"
              >
                <Trans>En savoir plus</Trans>
              </AppLink>
            </p>
            <form method="dialog" className="consent-banner__actions">
              <button
                type="submit"
                value={'refuse' satisfies Answer}
                className="consent-button consent-button--choice"
                onClick={onAnswer}
              >
                <Trans>Tout refuser</Trans>
              </button>
              <button
                type="submit"
                value={'accept' satisfies Answer}
                className="consent-button consent-button--choice"
                onClick={onAnswer}
              >
                <Trans>Tout accepter</Trans>
              </button>
              <button
                type="submit"
                value={'customize' satisfies Answer}
                className="consent-button consent-button--secondary"
                onClick={onAnswer}
              >
                <Trans>Personnaliser</Trans>
              </button>
            </form>
          </div>
        </dialog>
      )}
      <PreferencesDialog />
    </>
  );
}
