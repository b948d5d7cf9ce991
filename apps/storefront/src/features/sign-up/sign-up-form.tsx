import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { contentSlug } from '@shop/domain';
import {
  BirthdayField,
  CheckboxField,
  FormAlert,
  PersonNameFields,
  PhoneFields,
  SubmitButton,
  TextField,
  useFormValues,
} from '@shop/ui';
import {
  formFailureOf,
  invalidFormFailure,
  NewPasswordFields,
  OriginField,
  useFormFailure,
  type FormFailure,
} from '../../shared/forms';
import { AppLink } from '../../shared/routing';
import { OptInsFieldset } from './opt-ins-fieldset';
import { EMPTY_SIGN_UP, signUpErrors, type SignUpInput } from './sign-up-input';
import { useSignUp, type OnSession } from './use-sign-up';
import './sign-up.css';

/** Codes of SPEC.md §8 about one field, shown under it; the others go to the alert. */
const CODE_FIELDS: Readonly<Record<string, string>> = {
  user_already_exists: 'email',
  email_already_used: 'email',
  lastname_mismatch: 'lastname',
};

/** The server names an opt-in's problem by its path; the form shows it on the fieldset. */
function onFormFields(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fields)) {
    fields[field.startsWith('optins.') ? 'optins' : field] = message;
  }
  return { ...failure, fields };
}

export interface SignUpFormProps {
  onSession: OnSession;
  /** A sign-up with a customer code: the code matched at step 1. */
  customerCode?: string;
  /** What the customer file already says (civility, names). */
  initial?: Partial<SignUpInput>;
}

/**
 * The account form of both sign-ups: checked here with libs/domain's rules, then by the
 * server; what was typed stays after a refusal. Success logs the customer in.
 */
export function SignUpForm({ onSession, customerCode, initial }: SignUpFormProps) {
  const { t } = useLingui();
  const {
    values: input,
    set,
    patch,
  } = useFormValues<SignUpInput>({ ...EMPTY_SIGN_UP, ...initial });
  const { failure, attempt, refuse, clear } = useFormFailure();
  const signUpCall = useSignUp(onSession);
  const fields = failure?.fields ?? {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUpCall.isPending) return;
    const errors = signUpErrors(input, Date.now());
    if (errors !== null) {
      refuse(invalidFormFailure(errors));
      return;
    }
    clear();
    try {
      await signUpCall.mutateAsync({ input, customerCode });
    } catch (error) {
      refuse(onFormFields(await formFailureOf(error, CODE_FIELDS)));
    }
  }

  return (
    <form className="form sign-up-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt}>
        {failure?.code === 'email_already_used' && customerCode === undefined && (
          <p>
            <Trans>
              Vous êtes déjà client du laboratoire ?{' '}
              <AppLink to="/fr/inscription-par-code">Inscrivez-vous avec votre code client</AppLink>
              .
            </Trans>
          </p>
        )}
        {failure?.code === 'user_already_exists' && (
          <p>
            <AppLink to="/fr/connexion">
              <Trans>Se connecter</Trans>
            </AppLink>{' '}
            ·{' '}
            <AppLink to="/fr/mot-de-passe-oublie">
              <Trans>Mot de passe oublié ?</Trans>
            </AppLink>
          </p>
        )}
      </FormAlert>
      <p className="form-field__hint">
        <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
      </p>

      <fieldset className="form-fieldset sign-up-form__group">
        <legend className="sign-up-form__legend">{t`Votre identité`}</legend>
        <PersonNameFields values={input} onChange={patch} errors={fields} />
        <BirthdayField value={input.birthday} onValueChange={set('birthday')} errors={fields} />
      </fieldset>

      <fieldset className="form-fieldset sign-up-form__group">
        <legend className="sign-up-form__legend">{t`Vos identifiants`}</legend>
        <TextField
          label={t`Adresse e-mail`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={input.email}
          onValueChange={set('email')}
          error={fields.email}
        />
        <NewPasswordFields
          password={input.password}
          confirmation={input.password_confirmation}
          onPasswordChange={set('password')}
          onConfirmationChange={set('password_confirmation')}
          errors={fields}
        />
      </fieldset>

      <fieldset className="form-fieldset sign-up-form__group">
        <legend className="sign-up-form__legend">{t`Vos coordonnées`}</legend>
        <PhoneFields values={input} onChange={patch} errors={fields} />
        <OriginField value={input.origin} onValueChange={set('origin')} error={fields.origin} />
      </fieldset>

      <OptInsFieldset
        value={input}
        onChange={(optIn, checked) => set(optIn)(checked)}
        error={fields.optins}
      />

      <CheckboxField
        label={
          <>
            <Trans>
              J’accepte les{' '}
              <AppLink
                to="/fr/$slug"
                params={{ slug: contentSlug('terms_of_sale___fr') }}
                target="_blank"
                rel="noopener"
              >
                conditions générales de vente (nouvel onglet)
              </AppLink>
            </Trans>
            <span className="form-field__required" aria-hidden="true">
              {' *'}
            </span>
          </>
        }
        name="terms"
        checked={input.terms}
        onCheckedChange={set('terms')}
        error={fields.terms}
      />
      <SubmitButton pending={signUpCall.isPending} pendingLabel={t`Création du compte…`}>
        <Trans>Créer mon compte</Trans>
      </SubmitButton>
    </form>
  );
}
