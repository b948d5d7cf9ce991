import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChangeEmailSchema, validate, type ChangeEmail } from '@shop/domain';
import { FormAlert, FormNotice, PasswordField, SubmitButton, TextField } from '@shop/ui';
import { useCheckedSubmit } from '../../shared/forms';
import { withFormFieldNames } from './profile-values';
import { useUpdateCustomer } from './use-update-customer';

/** Refusals about one field, shown under it (SPEC.md §8 Login and account). */
const CODE_FIELDS = {
  current_password_incorrect: 'current_password',
  current_password_required: 'current_password',
  email_already_used: 'email',
  email_invalid: 'email',
} as const;

export interface EmailFormProps {
  /** The login as it is now. */
  login: string;
  labelledBy: string;
}

/**
 * The e-mail, which is the login (SPEC.md §3): changing it asks for the current password,
 * so a session left open cannot take the account over.
 */
export function EmailForm({ login, labelledBy }: EmailFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newLogin, setNewLogin] = useState('');
  const update = useUpdateCustomer();
  const { failure, attempt, pending, sent, sentCount, submit } = useCheckedSubmit({
    check: () => validate(ChangeEmailSchema, { email, current_password: password }),
    send: ({ email: next, current_password }: ChangeEmail) =>
      update.mutateAsync({ customer: { email: next }, current_password }),
    onSent: (stored) => {
      setNewLogin(stored.email ?? email);
      setEmail('');
      setPassword('');
    },
    fieldsOf: withFormFieldNames,
    codeFields: CODE_FIELDS,
  });
  const fields = failure?.fields ?? {};

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {sent && (
        <FormNotice attempt={sentCount}>
          <p>
            <Trans>
              Votre adresse e-mail a été modifiée : connectez-vous désormais avec {newLogin}.
            </Trans>
          </p>
        </FormNotice>
      )}
      <p className="account-profile__current">
        <Trans>
          Adresse e-mail actuelle : <strong>{login}</strong>
        </Trans>
      </p>
      <TextField
        label={t`Nouvelle adresse e-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={fields.email}
      />
      <PasswordField
        label={t`Mot de passe actuel`}
        name="current_password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={fields.current_password}
      />
      <SubmitButton pending={pending} pendingLabel={t`Enregistrement…`}>
        <Trans>Modifier mon adresse e-mail</Trans>
      </SubmitButton>
    </form>
  );
}
