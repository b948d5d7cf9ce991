import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { requestPasswordReset } from '@shop/api-client';
import { ForgottenPasswordSchema, validate, type ForgottenPassword } from '@shop/domain';
import { FormAlert, SubmitButton, TextField } from '@shop/ui';
import { captchaToken, useCheckedSubmit } from '../../shared/forms';
import { AppLink } from '../../shared/routing';
import { FORGOTTEN_PASSWORD_PAGE } from './forgotten-password-page-copy';

/**
 * `/fr/mot-de-passe-oublie` (SPEC.md §2 Account): the e-mail the reset link goes to. The
 * confirmation reads the same whether or not the address has an account, as the server's
 * reply does: nobody learns here who is a customer.
 */
export function ForgottenPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const { failure, attempt, pending, sent, submit } = useCheckedSubmit({
    check: () => validate(ForgottenPasswordSchema, { email }),
    send: async ({ email: address }: ForgottenPassword) =>
      requestPasswordReset({ email: address, captcha_token: await captchaToken() }),
  });

  return (
    <div className="page">
      <h1>{t(FORGOTTEN_PASSWORD_PAGE.title)}</h1>
      {sent ? (
        <div className="form-notice" role="status">
          <p>
            <Trans>
              Si un compte existe pour l’adresse {email}, un e-mail vient de lui être envoyé avec un
              lien pour choisir un nouveau mot de passe. Ce lien est valable 24 heures.
            </Trans>
          </p>
          <p>
            <AppLink to="/fr/connexion">
              <Trans>Retour à la connexion</Trans>
            </AppLink>
          </p>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={failure?.message ?? null} attempt={attempt} />
          <p>{t(FORGOTTEN_PASSWORD_PAGE.intro)}</p>
          <TextField
            label={t`Adresse e-mail`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onValueChange={setEmail}
            error={failure?.fields.email}
          />
          <SubmitButton pending={pending} pendingLabel={t`Envoi en cours…`}>
            <Trans>Recevoir le lien</Trans>
          </SubmitButton>
          <p>
            <AppLink to="/fr/connexion">
              <Trans>Retour à la connexion</Trans>
            </AppLink>
          </p>
        </form>
      )}
    </div>
  );
}
