import { useLingui } from '@lingui/react/macro';
import { ADDRESS_LINE_MAX_LENGTH } from '@shop/domain';
import { describeFieldError } from '@shop/i18n';
import { TextField } from '@shop/ui';

export interface AddressLineFieldProps {
  label: string;
  name: string;
  autoComplete: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

/**
 * One address line, 35 characters at most (SPEC.md §5). The input stops there itself; once
 * the line is full, its hint becomes the domain's max-length message, announced politely,
 * so whoever pastes a longer line learns why the end did not come in.
 */
export function AddressLineField({ value, ...field }: AddressLineFieldProps) {
  const { t } = useLingui();
  const full = value.length >= ADDRESS_LINE_MAX_LENGTH;
  const hint = full
    ? describeFieldError({ key: 'max_length', values: { max: ADDRESS_LINE_MAX_LENGTH } })
    : t`${ADDRESS_LINE_MAX_LENGTH} caractères maximum.`;
  return (
    <TextField
      {...field}
      value={value}
      maxLength={ADDRESS_LINE_MAX_LENGTH}
      hint={<span aria-live="polite">{hint}</span>}
    />
  );
}
