import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ChangeEmailSchema, validate } from '@shop/domain';
import {
  FormAlert,
  formFailureOf,
  FormNotice,
  invalidFormFailure,
  PasswordField,
  SubmitButton,
  TextField,
  useFormFailure,
} from '../../shared/forms';
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
  const [saved, setSaved] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const { failure, attempt, refuse, clear } = useFormFailure();
  const update = useUpdateCustomer();
  const fields = failure?.fields ?? {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(null);
    const checked = validate(ChangeEmailSchema, { email, current_password: password });
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      const { email: next, current_password } = checked.value;
      const stored = await update.mutateAsync({ customer: { email: next }, current_password });
      setEmail('');
      setPassword('');
      setSaved(stored.email ?? next);
      setSavedCount((count) => count + 1);
    } catch (error) {
      refuse(withFormFieldNames(await formFailureOf(error, CODE_FIELDS)));
    }
  }

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {saved !== null && (
        <FormNotice attempt={savedCount}>
          <p>
            <Trans>
              Votre adresse e-mail a été modifiée : connectez-vous désormais avec {saved}.
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
      <SubmitButton pending={update.isPending} pendingLabel={t`Enregistrement…`}>
        <Trans>Modifier mon adresse e-mail</Trans>
      </SubmitButton>
    </form>
  );
}
