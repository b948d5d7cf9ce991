import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { resetPassword } from '@shop/api-client';
import { ResetPasswordSchema, validate, type ResetPassword } from '@shop/domain';
import { describeError } from '@shop/i18n';
import { FormAlert, SubmitButton } from '@shop/ui';
import { NewPasswordFields, useCheckedSubmit } from '../../shared/forms';
import { AppLink } from '../../shared/routing';

export interface ResetPasswordPageProps {
  /** The token of the e-mailed link; without one the link is as good as expired. */
  token: string | undefined;
}

/** The §8 way out of a dead link: restart the forgotten-password procedure. */
function RestartLink() {
  return (
    <p>
      <AppLink to="/fr/mot-de-passe-oublie">
        <Trans>Recevoir un nouveau lien</Trans>
      </AppLink>
    </p>
  );
}

/**
 * `/fr/mot-de-passe-oublie-reinitialisation` (SPEC.md §2 Account): a new password and its
 * confirmation, under libs/domain's password rule. An unknown, used or expired link gets
 * the §8 message and the way to ask for a new one.
 */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { failure, attempt, pending, sent, submit } = useCheckedSubmit({
    check: () => validate(ResetPasswordSchema, { password, password_confirmation: confirmation }),
    send: (checked: ResetPassword) => resetPassword({ token: token ?? '', ...checked }),
  });

  const title = t`Nouveau mot de passe`;
  if (token === undefined) {
    return (
      <div className="page">
        <h1>{title}</h1>
        <div className="form-notice">
          <p>{describeError('reset_link_expired')}</p>
          <RestartLink />
        </div>
      </div>
    );
  }
  if (sent) {
    return (
      <div className="page">
        <h1>{title}</h1>
        <div className="form-notice" role="status">
          <p>
            <Trans>Votre mot de passe a été modifié. Connectez-vous avec le nouveau.</Trans>
          </p>
          <AppLink to="/fr/connexion" className="button">
            <Trans>Se connecter</Trans>
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{title}</h1>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={failure?.message ?? null} attempt={attempt}>
          {failure?.code === 'reset_link_expired' && <RestartLink />}
        </FormAlert>
        <NewPasswordFields
          label={t`Nouveau mot de passe`}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={failure?.fields}
        />
        <SubmitButton pending={pending} pendingLabel={t`Enregistrement…`}>
          <Trans>Enregistrer le mot de passe</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
