import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Customer } from '@shop/api-client';
import { createAccountProfileSchema, validate } from '@shop/domain';
import {
  BirthdayField,
  FormAlert,
  formFailureOf,
  FormNotice,
  invalidFormFailure,
  OriginField,
  PersonNameFields,
  PhoneFields,
  SubmitButton,
  TextField,
  useFormFailure,
  useFormValues,
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
  const { values, setValues, set, patch } = useFormValues<ProfileValues>(() =>
    profileValuesOf(customer),
  );
  const [saved, setSaved] = useState(0);
  const { failure, attempt, refuse, clear } = useFormFailure();
  const update = useUpdateCustomer();
  const fields = failure?.fields ?? {};

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
      <PersonNameFields values={values} onChange={patch} errors={fields} />
      <BirthdayField value={values.birthday} onValueChange={set('birthday')} errors={fields} />
      <PhoneFields values={values} onChange={patch} errors={fields} />
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
