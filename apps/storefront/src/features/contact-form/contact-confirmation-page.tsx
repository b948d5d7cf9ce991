import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmationPage } from '../../shared/page';

/** `/fr/contact/confirmation`: the message is sent; what happens next. */
export function ContactConfirmationPage() {
  const { t } = useLingui();
  return (
    <ConfirmationPage title={t`Merci pour votre message`}>
      <p>
        <Trans>Votre demande a bien été envoyée à notre service client.</Trans>
      </p>
      <p>
        <Trans>
          Nous vous répondons par e-mail dans les meilleurs délais, en général sous 48 heures
          ouvrées. Pensez à vérifier vos courriers indésirables.
        </Trans>
      </p>
    </ConfirmationPage>
  );
}
