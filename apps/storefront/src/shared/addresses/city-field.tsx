import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@shop/ui';

export interface CityFieldProps {
  /** The communes of the postcode; empty until it is known. */
  names: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  searching: boolean;
  error?: string | null;
}

/**
 * The city, chosen among the postcode's communes (SPEC.md §5): preselected when there is
 * one, to pick when there are several, unavailable until the postcode gives some.
 */
export function CityField({ names, value, onValueChange, searching, error }: CityFieldProps) {
  const { t } = useLingui();
  const hint = searching
    ? t`Recherche des communes de ce code postal…`
    : names.length === 0
      ? t`Saisissez d’abord votre code postal : la ville est proposée d’après lui.`
      : undefined;
  return (
    <SelectField
      label={t`Ville`}
      name="city"
      autoComplete="address-level2"
      required
      disabled={names.length === 0}
      value={value}
      onValueChange={onValueChange}
      options={names.map((name) => ({ value: name, label: name }))}
      placeholder={names.length === 1 ? undefined : t`Choisissez votre ville`}
      hint={hint && <span aria-live="polite">{hint}</span>}
      error={error}
    />
  );
}
