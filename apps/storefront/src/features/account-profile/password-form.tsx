import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changePassword, type ChangePasswordRequest } from '@shop/api-client';
import { ChangePasswordSchema, validate } from '@shop/domain';
import {
  FormAlert,
  formFailureOf,
  FormNotice,
  invalidFormFailure,
  NewPasswordFields,
  PasswordField,
  SubmitButton,
  useFormFailure,
} from '../../shared/forms';

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
  const [saved, setSaved] = useState(0);
  const { failure, attempt, refuse, clear } = useFormFailure();
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
  });
  const fields = failure?.fields ?? {};
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setSaved(0);
    const checked = validate(ChangePasswordSchema, values);
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      await change.mutateAsync(checked.value);
      // Passwords never stay on screen once they did their work.
      setValues(EMPTY);
      setSaved((count) => count + 1);
    } catch (error) {
      refuse(await formFailureOf(error, CODE_FIELDS));
    }
  }

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {saved > 0 && (
        <FormNotice attempt={saved}>
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
      <SubmitButton pending={change.isPending} pendingLabel={t`Enregistrement…`}>
        <Trans>Modifier mon mot de passe</Trans>
      </SubmitButton>
    </form>
  );
}
