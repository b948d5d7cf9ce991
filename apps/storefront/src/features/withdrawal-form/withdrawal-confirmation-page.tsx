import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmationPage } from '../../shared/page';

/** `/fr/retractation/confirmation`: the request is recorded; how the return goes on. */
export function WithdrawalConfirmationPage() {
  const { t } = useLingui();
  return (
    <ConfirmationPage title={t`Demande de rétractation envoyée`}>
      <p>
        <Trans>
          Votre demande de rétractation a bien été enregistrée. Un accusé de réception vous est
          envoyé par e-mail.
        </Trans>
      </p>
      <p>
        <Trans>
          Renvoyez-nous les produits concernés dans les 14 jours. Nous vous remboursons dans les 14
          jours qui suivent la réception de votre retour.
        </Trans>
      </p>
    </ConfirmationPage>
  );
}
