import { Trans, useLingui } from '@lingui/react/macro';
import { contentSlug } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import { ALL_ACCEPTED, ALL_REFUSED } from './consent-cookie';
import { PreferencesDialog } from './preferences-dialog';
import { useConsent } from './use-consent';
import './consent.css';

/**
 * Our own consent banner (CNIL guidelines): shown until the visitor answers, « Tout
 * refuser » exactly as visible and easy as « Tout accepter », « Personnaliser » for the
 * purposes one by one. Nothing is granted meanwhile: browsing on is not consent. It is a
 * named region, not a modal, so the page stays usable and readable; it sits after the
 * layout in the DOM, so the skip link stays the first Tab stop, and it is sticky at the
 * bottom of the page rather than fixed, so it never covers the end of the footer.
 * It also hosts the preferences dialog, which the footer's button opens again later.
 */
export function ConsentBanner() {
  const { t } = useLingui();
  const { answered, save, openPreferences } = useConsent();

  return (
    <>
      {!answered && (
        <section className="consent-banner" aria-label={t`Cookies`}>
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
            <div className="consent-banner__actions">
              <button
                type="button"
                className="consent-button consent-button--choice"
                onClick={() => save(ALL_REFUSED)}
              >
                <Trans>Tout refuser</Trans>
              </button>
              <button
                type="button"
                className="consent-button consent-button--choice"
                onClick={() => save(ALL_ACCEPTED)}
              >
                <Trans>Tout accepter</Trans>
              </button>
              <button
                type="button"
                className="consent-button consent-button--secondary"
                onClick={openPreferences}
              >
                <Trans>Personnaliser</Trans>
              </button>
            </div>
          </div>
        </section>
      )}
      <PreferencesDialog />
    </>
  );
}
