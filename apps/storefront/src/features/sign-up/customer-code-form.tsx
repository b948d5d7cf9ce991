import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { CustomerCodeMatch } from '@shop/api-client';
import { SignUpByCodeSchema, validate } from '@shop/domain';
import { FormAlert, FormNotice, SubmitButton, TextField } from '@shop/ui';
import {
  formFailureOf,
  invalidFormFailure,
  useFormFailure,
  type FormFailure,
} from '../../shared/forms';
import { AppLink } from '../../shared/routing';
import { useCustomerCodeCheck, type CodeCheckOutcome } from './use-customer-code-check';

/** Codes of SPEC.md §8 about one field, shown under it. */
const CODE_FIELDS: Readonly<Record<string, string>> = {
  customer_code_unknown: 'customer_code',
  lastname_mismatch: 'lastname',
};

/** The request calls the code `cegid_id`; the form, `customer_code`. */
function onFormFields(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fields)) {
    fields[field === 'cegid_id' ? 'customer_code' : field] = message;
  }
  return { ...failure, fields };
}

export interface CustomerCodeFormProps {
  /** The code and last name confirmed a customer who may sign up: on to step 2. */
  onMatch: (match: CustomerCodeMatch) => void;
}

/**
 * Step 1 of the sign-up with a code: the customer code and the last name that confirms it.
 * A customer who already has an account is told which login to use, and where to go.
 */
export function CustomerCodeForm({ onMatch }: CustomerCodeFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [lastname, setLastname] = useState('');
  const [hasAccount, setHasAccount] = useState<Extract<
    CodeCheckOutcome,
    { kind: 'has-account' }
  > | null>(null);
  const [noticeCount, setNoticeCount] = useState(0);
  const { failure, attempt, refuse, clear } = useFormFailure();
  const check = useCustomerCodeCheck();
  const fields = failure?.fields ?? {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.isPending) return;
    setHasAccount(null);
    const checked = validate(SignUpByCodeSchema, { customer_code: code, lastname });
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      const outcome = await check.mutateAsync({
        cegid_id: checked.value.customer_code,
        lastname: checked.value.lastname,
      });
      if (outcome.kind === 'match') {
        onMatch(outcome.match);
        return;
      }
      setHasAccount(outcome);
      setNoticeCount((count) => count + 1);
    } catch (error) {
      refuse(onFormFields(await formFailureOf(error, CODE_FIELDS)));
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt}>
        {failure?.code === 'customer_code_unknown' && (
          <p>
            <AppLink to="/fr/interlocuteur">
              <Trans>Contacter le service client</Trans>
            </AppLink>
          </p>
        )}
      </FormAlert>
      {hasAccount && (
        <FormNotice attempt={noticeCount}>
          <p>
            {hasAccount.maskedEmail === null ? (
              <Trans>Un compte existe déjà pour ce code client.</Trans>
            ) : (
              <Trans>Un compte existe déjà pour {hasAccount.maskedEmail}.</Trans>
            )}
          </p>
          <ul className="sign-up-page__links">
            <li>
              <AppLink to="/fr/connexion">
                <Trans>Se connecter</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/fr/mot-de-passe-oublie">
                <Trans>Mot de passe oublié ?</Trans>
              </AppLink>
            </li>
          </ul>
        </FormNotice>
      )}
      <p className="form-field__hint">
        <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
      </p>
      <TextField
        label={t`Code client`}
        name="customer_code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint={t`Il figure sur votre courrier ou vos factures, par exemple C123456.`}
        value={code}
        onValueChange={setCode}
        error={fields.customer_code}
      />
      <TextField
        label={t`Nom`}
        name="lastname"
        autoComplete="family-name"
        required
        hint={t`Tel qu’il figure sur votre courrier.`}
        value={lastname}
        onValueChange={setLastname}
        error={fields.lastname}
      />
      <SubmitButton pending={check.isPending} pendingLabel={t`Vérification…`}>
        <Trans>Continuer</Trans>
      </SubmitButton>
    </form>
  );
}
