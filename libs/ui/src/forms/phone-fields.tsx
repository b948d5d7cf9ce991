import { useLingui } from '@lingui/react/macro';
import { TextField } from './text-field';

export interface PhoneValues {
  phone: string;
  mobile: string;
}

export interface PhoneFieldsProps {
  values: PhoneValues;
  /** Called with the one field that changed. */
  onChange: (patch: Partial<PhoneValues>) => void;
  /** Messages by field name (`phone`, `mobile`). */
  errors?: Readonly<Record<string, string | undefined>>;
}

/**
 * A landline and a mobile, both optional, with the French formats of SPEC.md §5 as hints
 * so the rule is read before any complaint.
 */
export function PhoneFields({ values, onChange, errors = {} }: PhoneFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Téléphone fixe`}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        hint={t`Facultatif. Exemple : 01 23 45 67 89`}
        value={values.phone}
        onValueChange={(value) => onChange({ phone: value })}
        error={errors.phone}
      />
      <TextField
        label={t`Téléphone mobile`}
        name="mobile"
        type="tel"
        autoComplete="tel-national"
        hint={t`Facultatif. Exemple : 06 12 34 56 78`}
        value={values.mobile}
        onValueChange={(value) => onChange({ mobile: value })}
        error={errors.mobile}
      />
    </>
  );
}
