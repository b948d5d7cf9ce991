import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';

/** `/fr/contact/confirmation`: the message is sent; what happens next. */
export function ContactConfirmationPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1>{t`Merci pour votre message`}</h1>
      <div className="form-notice">
        <p>
          <Trans>Votre demande a bien été envoyée à notre service client.</Trans>
        </p>
        <p>
          <Trans>
            Nous vous répondons par e-mail dans les meilleurs délais, en général sous 48 heures
            ouvrées. Pensez à vérifier vos courriers indésirables.
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
