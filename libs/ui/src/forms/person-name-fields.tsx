import { useLingui } from '@lingui/react/macro';
import type { Civility } from '@shop/domain';
import { CivilityField } from './civility-field';
import { TextField } from './text-field';

export interface PersonNameValues {
  civility: Civility | '';
  firstname: string;
  lastname: string;
}

export interface PersonNameFieldsProps {
  values: PersonNameValues;
  /** Called with the one field that changed. */
  onChange: (patch: Partial<PersonNameValues>) => void;
  /** Messages by field name (`civility`, `firstname`, `lastname`). */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The civility radios' name: two forms on a page keep their own choice. */
  civilityName?: string;
}

/** Civility, first name and last name, as the account, sign-up and address forms ask them. */
export function PersonNameFields({
  values,
  onChange,
  errors = {},
  civilityName,
}: PersonNameFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <CivilityField
        name={civilityName}
        value={values.civility}
        onValueChange={(value) => onChange({ civility: value })}
        error={errors.civility}
      />
      <div className="form-field__row">
        <TextField
          label={t`Prénom`}
          name="firstname"
          autoComplete="given-name"
          required
          value={values.firstname}
          onValueChange={(value) => onChange({ firstname: value })}
          error={errors.firstname}
        />
        <TextField
          label={t`Nom`}
          name="lastname"
          autoComplete="family-name"
          required
          value={values.lastname}
          onValueChange={(value) => onChange({ lastname: value })}
          error={errors.lastname}
        />
      </div>
    </>
  );
}
