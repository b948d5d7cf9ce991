import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmationPage } from '../../shared/page';

/** `/fr/newsletter/confirmation`: the subscription is recorded; what comes next. */
export function NewsletterConfirmationPage() {
  const { t } = useLingui();
  return (
    <ConfirmationPage title={t`Merci pour votre inscription`}>
      <p>
        <Trans>Votre inscription à la newsletter est enregistrée.</Trans>
      </p>
      <p>
        <Trans>
          Vous recevrez nos prochains envois à l’adresse indiquée. Chaque e-mail contient un lien
          pour vous désinscrire à tout moment.
        </Trans>
      </p>
    </ConfirmationPage>
  );
}
