import { Trans, useLingui } from '@lingui/react/macro';
import type { Customer } from '@shop/api-client';
import { createAccountProfileSchema, validate, type AccountProfile } from '@shop/domain';
import {
  BirthdayField,
  FormAlert,
  FormNotice,
  PersonNameFields,
  PhoneFields,
  SubmitButton,
  TextField,
  useFormValues,
} from '@shop/ui';
import { OriginField, useCheckedSubmit } from '../../shared/forms';
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
 * libs/domain's account-profile rules (personal information, company name and SIRET).
 */
export function ProfileForm({ customer, labelledBy }: ProfileFormProps) {
  const { t } = useLingui();
  const { values, setValues, set, patch } = useFormValues<ProfileValues>(() =>
    profileValuesOf(customer),
  );
  const update = useUpdateCustomer();
  const { failure, attempt, pending, sent, sentCount, submit } = useCheckedSubmit({
    check: () => validate(createAccountProfileSchema(Date.now()), values),
    send: (checked: AccountProfile) => update.mutateAsync(profileUpdateOf(checked)),
    onSent: (stored) => setValues(profileValuesOf(stored)),
    fieldsOf: withFormFieldNames,
  });
  const fields = failure?.fields ?? {};

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {sent && (
        <FormNotice attempt={sentCount}>
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
      <SubmitButton pending={pending} pendingLabel={t`Enregistrement…`}>
        <Trans>Enregistrer mes informations</Trans>
      </SubmitButton>
    </form>
  );
}
