import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { changePassword, type ChangePasswordRequest } from '@shop/api-client';
import { ChangePasswordSchema, validate } from '@shop/domain';
import { FormAlert, FormNotice, PasswordField, SubmitButton } from '@shop/ui';
import { NewPasswordFields, useCheckedSubmit } from '../../shared/forms';

const CODE_FIELDS = { current_password_incorrect: 'current_password' } as const;

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export interface PasswordFormProps {
  labelledBy: string;
}

/**
 * The password change (SPEC.md §5: the current password is required). The session goes
 * on: the gateway has put the new token in the cookie, the old one no longer works.
 */
export function PasswordForm({ labelledBy }: PasswordFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const { failure, attempt, pending, sent, sentCount, submit } = useCheckedSubmit({
    check: () => validate(ChangePasswordSchema, values),
    send: (checked: ChangePasswordRequest) => changePassword(checked),
    // Passwords never stay on screen once they did their work.
    onSent: () => setValues(EMPTY),
    codeFields: CODE_FIELDS,
  });
  const fields = failure?.fields ?? {};
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {sent && (
        <FormNotice attempt={sentCount}>
          <p>
            <Trans>Votre mot de passe a été modifié.</Trans>
          </p>
        </FormNotice>
      )}
      <PasswordField
        label={t`Mot de passe actuel`}
        name="current_password"
        autoComplete="current-password"
        required
        value={values.current_password}
        onValueChange={set('current_password')}
        error={fields.current_password}
      />
      <NewPasswordFields
        label={t`Nouveau mot de passe`}
        password={values.password}
        confirmation={values.password_confirmation}
        onPasswordChange={set('password')}
        onConfirmationChange={set('password_confirmation')}
        errors={fields}
      />
      <SubmitButton pending={pending} pendingLabel={t`Enregistrement…`}>
        <Trans>Modifier mon mot de passe</Trans>
      </SubmitButton>
    </form>
  );
}
