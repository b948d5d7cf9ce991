import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  PASSWORD_STRENGTH_LEVELS,
  passwordRequirements,
  passwordStrengthRank,
  type PasswordRequirement,
  type PasswordStrength,
} from '@shop/domain';
import './password-strength-meter.css';

const LEVEL_LABELS: Record<PasswordStrength, MessageDescriptor> = {
  bad: msg`Très faible`,
  weak: msg`Faible`,
  medium: msg`Moyen`,
  good: msg`Bon`,
  high: msg`Très bon`,
};

export interface PasswordStrengthMeterProps {
  password: string;
  /** From `usePasswordStrength`; null while nothing is typed. */
  level: PasswordStrength | null;
}

/**
 * The five-level meter (SPEC.md §4) and the policy's checklist (§5): the level in words,
 * not only as a coloured gauge, and each requirement marked met or not.
 */
export function PasswordStrengthMeter({ password, level }: PasswordStrengthMeterProps) {
  const { t, i18n } = useLingui();
  const met = passwordRequirements(password);
  const requirementLabels: Record<PasswordRequirement, string> = {
    length: t`${PASSWORD_MIN_LENGTH} caractères au moins`,
    lowercase: t`une minuscule`,
    uppercase: t`une majuscule`,
    digit: t`un chiffre`,
    special: t`un caractère spécial`,
  };
  const rank = level === null ? -1 : passwordStrengthRank(level);
  return (
    <div className="password-meter">
      <div className="password-meter__gauge" aria-hidden="true">
        {PASSWORD_STRENGTH_LEVELS.map((step, index) => (
          <span
            key={step}
            className="password-meter__step"
            data-filled={index <= rank ? (level ?? undefined) : undefined}
          />
        ))}
      </div>
      <p className="password-meter__level" aria-live="polite">
        {level === null
          ? t`Force du mot de passe : —`
          : t`Force du mot de passe : ${i18n._(LEVEL_LABELS[level])}`}
      </p>
      <ul className="password-meter__rules">
        {PASSWORD_REQUIREMENTS.map((requirement) => (
          <li key={requirement} data-met={met[requirement]}>
            <span className="visually-hidden">
              {met[requirement] ? t`Respecté :` : t`À respecter :`}
            </span>{' '}
            {requirementLabels[requirement]}
          </li>
        ))}
      </ul>
    </div>
  );
}
