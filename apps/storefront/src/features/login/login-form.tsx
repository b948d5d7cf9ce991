import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { LoginSchema, validate } from '@shop/domain';
import { CheckboxField, FormAlert, PasswordField, SubmitButton, TextField } from '@shop/ui';
import {
  formFailureOf,
  invalidFormFailure,
  type FormFailure,
  useFormFailure,
} from '../../shared/forms';
import { AppLink } from '../../shared/routing';
import { useLogin, type OnSession } from './use-login';

/**
 * Codes of SPEC.md §8 about one field, shown under it; the others (wrong pair, missing
 * credentials, too many attempts, anti-spam) concern the whole form and go to its alert.
 * The server never says which of e-mail or password was wrong: nor does the form.
 */
const CODE_FIELDS: Readonly<Record<string, string>> = {
  username_not_found: 'email',
  email_invalid: 'email',
  customer_not_found: 'email',
};

/** The server's field names as the form names them (`login` is the e-mail). */
const SERVER_FIELD_ALIASES: Readonly<Record<string, string>> = { login: 'email' };

function onFormFields(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fields)) {
    fields[SERVER_FIELD_ALIASES[field] ?? field] = message;
  }
  return { ...failure, fields };
}

export interface LoginFormProps {
  onSession: OnSession;
}

/**
 * The login form: checked here with libs/domain's rule first (required e-mail and
 * password, e-mail format), then by the server. What was typed stays after a refusal.
 */
export function LoginForm({ onSession }: LoginFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const { failure, attempt, refuse, clear } = useFormFailure();
  const loginCall = useLogin(onSession);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loginCall.isPending) return;
    const checked = validate(LoginSchema, { email, password });
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      await loginCall.mutateAsync({ email, password, rememberMe });
    } catch (error) {
      refuse(onFormFields(await formFailureOf(error, CODE_FIELDS)));
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      <p className="form-field__hint">
        <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
      </p>
      <TextField
        label={t`Adresse e-mail`}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onValueChange={setEmail}
        error={failure?.fields.email}
      />
      <PasswordField
        label={t`Mot de passe`}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={failure?.fields.password}
      />
      <p>
        <AppLink to="/fr/mot-de-passe-oublie">
          <Trans>Mot de passe oublié ?</Trans>
        </AppLink>
      </p>
      <CheckboxField
        label={t`Se souvenir de moi`}
        name="remember_me"
        checked={rememberMe}
        onCheckedChange={setRememberMe}
        hint={t`Vous restez connecté sur cet appareil pendant 30 jours.`}
      />
      <SubmitButton pending={loginCall.isPending} pendingLabel={t`Connexion en cours…`}>
        <Trans>Se connecter</Trans>
      </SubmitButton>
    </form>
  );
}
