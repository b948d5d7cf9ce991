import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';

/** `/fr/newsletter/confirmation`: the subscription is recorded; what comes next. */
export function NewsletterConfirmationPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1>{t`Merci pour votre inscription`}</h1>
      <div className="form-notice">
        <p>
          <Trans>Votre inscription à la newsletter est enregistrée.</Trans>
        </p>
        <p>
          <Trans>
            Vous recevrez nos prochains envois à l’adresse indiquée. Chaque e-mail contient un lien
            pour vous désinscrire à tout moment.
          </Trans>
        </p>
      </div>
      <p>
        <AppLink route="index___fr">
          <Trans>Retour à l’accueil</Trans>
        </AppLink>
      </p>
    </div>
  );
}
