import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Customer } from '@shop/api-client';
import { createAccountProfileSchema, validate, type Civility } from '@shop/domain';
import {
  BirthdayField,
  CivilityField,
  FormAlert,
  formFailureOf,
  FormNotice,
  invalidFormFailure,
  OriginField,
  SubmitButton,
  TextField,
  useFormFailure,
} from '../../shared/forms';
import {
  profileUpdateOf,
  profileValuesOf,
  withFormFieldNames,
  type ProfileValues,
} from './profile-values';
import { useUpdateCustomer } from './use-update-customer';

export interface ProfileFormProps {
  customer: Customer;
  /** The section's heading, which names the form. */
  labelledBy: string;
}

/**
 * Civility, names, birthday, numbers, origin and company (SPEC.md §3 Customer), under
 * libs/domain's personal-information rules; the company name and SIRET have none beyond
 * the shop's (its refusal shows under the field).
 */
export function ProfileForm({ customer, labelledBy }: ProfileFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(customer));
  const [saved, setSaved] = useState(0);
  const { failure, attempt, refuse, clear } = useFormFailure();
  const update = useUpdateCustomer();
  const fields = failure?.fields ?? {};

  const set =
    <K extends keyof ProfileValues>(field: K) =>
    (value: ProfileValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(0);
    const checked = validate(createAccountProfileSchema(Date.now()), values);
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      const stored = await update.mutateAsync(profileUpdateOf(checked.value));
      setValues(profileValuesOf(stored));
      setSaved((count) => count + 1);
    } catch (error) {
      refuse(withFormFieldNames(await formFailureOf(error)));
    }
  }

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {saved > 0 && (
        <FormNotice attempt={saved}>
          <p>
            <Trans>Vos informations personnelles ont été enregistrées.</Trans>
          </p>
        </FormNotice>
      )}
      <CivilityField
        value={values.civility as Civility | ''}
        onValueChange={set('civility')}
        error={fields.civility}
      />
      <div className="form-field__row">
        <TextField
          label={t`Prénom`}
          name="firstname"
          autoComplete="given-name"
          required
          value={values.firstname}
          onValueChange={set('firstname')}
          error={fields.firstname}
        />
        <TextField
          label={t`Nom`}
          name="lastname"
          autoComplete="family-name"
          required
          value={values.lastname}
          onValueChange={set('lastname')}
          error={fields.lastname}
        />
      </div>
      <BirthdayField value={values.birthday} onValueChange={set('birthday')} errors={fields} />
      <TextField
        label={t`Téléphone fixe (facultatif)`}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={t`Exemple : 01 23 45 67 89`}
        value={values.phone}
        onValueChange={set('phone')}
        error={fields.phone}
      />
      <TextField
        label={t`Téléphone mobile (facultatif)`}
        name="mobile"
        type="tel"
        autoComplete="tel"
        hint={t`Exemple : 06 12 34 56 78`}
        value={values.mobile}
        onValueChange={set('mobile')}
        error={fields.mobile}
      />
      <OriginField value={values.origin} onValueChange={set('origin')} error={fields.origin} />
      <TextField
        label={t`Raison sociale (facultatif)`}
        name="company_name"
        autoComplete="organization"
        maxLength={100}
        value={values.company_name}
        onValueChange={set('company_name')}
        error={fields.company_name}
      />
      <TextField
        label={t`SIRET (facultatif)`}
        name="siret"
        inputMode="numeric"
        hint={t`14 chiffres`}
        value={values.siret}
        onValueChange={set('siret')}
        error={fields.siret}
      />
      <SubmitButton pending={update.isPending} pendingLabel={t`Enregistrement…`}>
        <Trans>Enregistrer mes informations</Trans>
      </SubmitButton>
    </form>
  );
}
