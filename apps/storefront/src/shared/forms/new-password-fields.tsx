import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@shop/ui';
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePasswordStrength } from './use-password-strength';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** Messages by field: `password`, `password_confirmation`. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** « Nouveau mot de passe » where a current one is asked too. */
  label?: string;
}

/**
 * A new password and its confirmation (sign-up, reset, change): the strength meter with the
 * shop's verdict and the policy's checklist under the first, read with it.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors = {},
  label,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const level = usePasswordStrength(password);
  return (
    <>
      <PasswordField
        label={label ?? t`Mot de passe`}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
        details={<PasswordStrengthMeter password={password} level={level} />}
      />
      <PasswordField
        label={t`Confirmation du mot de passe`}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onValueChange={onConfirmationChange}
        error={errors.password_confirmation}
      />
    </>
  );
}
