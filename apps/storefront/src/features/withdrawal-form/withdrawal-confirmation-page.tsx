import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';

/** `/fr/retractation/confirmation`: the request is recorded; how the return goes on. */
export function WithdrawalConfirmationPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1>{t`Demande de rétractation envoyée`}</h1>
      <div className="form-notice">
        <p>
          <Trans>
            Votre demande de rétractation a bien été enregistrée. Un accusé de réception vous est
            envoyé par e-mail.
          </Trans>
        </p>
        <p>
          <Trans>
            Renvoyez-nous les produits concernés dans les 14 jours. Nous vous remboursons dans les
            14 jours qui suivent la réception de votre retour.
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
