import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { customerOriginsQueryOptions } from '@shop/api-client';
import { SelectField } from '@shop/ui';

export interface OriginFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
}

/**
 * « Comment nous avez-vous connus ? » (SPEC.md §3 customer origins): the choices and their
 * French labels come from the shop (`GET /customer/origins`), after an empty option.
 */
export function OriginField({ value, onValueChange, error }: OriginFieldProps) {
  const { t } = useLingui();
  const origins = useQuery(customerOriginsQueryOptions());
  const options = (origins.data?.items ?? []).map((origin) => ({
    value: origin.code,
    label: origin.label,
  }));
  return (
    <SelectField
      label={t`Comment avez-vous connu nos produits ?`}
      name="origin"
      required
      placeholder={origins.isError ? t`Choix indisponible, réessayez plus tard` : t`Choisir…`}
      options={options}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
