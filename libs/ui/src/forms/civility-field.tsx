import { useLingui } from '@lingui/react/macro';
import type { Civility } from '@shop/domain';
import { RadioGroupField } from './radio-group-field';

export interface CivilityFieldProps {
  value: Civility | '';
  onValueChange: (value: Civility) => void;
  error?: string | null;
  /** Radio names are per form: two forms on a page keep their own choice. */
  name?: string;
}

/** Madame or Monsieur (SPEC.md §3), sent as written. */
export function CivilityField({
  value,
  onValueChange,
  error,
  name = 'civility',
}: CivilityFieldProps) {
  const { t } = useLingui();
  const options: { value: Civility; label: string }[] = [
    { value: 'Madame', label: t`Madame` },
    { value: 'Monsieur', label: t`Monsieur` },
  ];
  return (
    <RadioGroupField
      legend={t`Civilité`}
      name={name}
      value={value}
      onValueChange={(next) => onValueChange(next as Civility)}
      options={options}
      required
      error={error}
    />
  );
}
