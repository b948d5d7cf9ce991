import { passwordRequirements } from './password';

/** The five levels of the strength meter (SPEC.md §4), weakest first. */
export const PASSWORD_STRENGTH_LEVELS = ['bad', 'weak', 'medium', 'good', 'high'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** Lengths past the policy's minimum that earn a point each. */
export const PASSWORD_STRENGTH_BONUS_LENGTHS = [12, 16] as const;

/**
 * The strength meter's level. One point per policy requirement met (five) and one per bonus
 * length reached (two): up to 3 points is `bad`, then one level per point, so a password
 * that just meets the policy is `medium`, 12 characters make it `good`, 16 `high`.
 *
 * SPEC.md §4: the meter requires the server's `is_valid` flag. Without it the level is
 * `bad` whatever the password: the server has the last word on what it accepts, and a
 * meter showing green for a password it refuses would mislead.
 *
 * Appending a character never lowers the level: no requirement is lost and the length grows.
 */
export function passwordStrength(password: string, isValid: boolean): PasswordStrength {
  if (!isValid) return 'bad';
  const met = Object.values(passwordRequirements(password)).filter(Boolean).length;
  const length = [...password].length;
  const bonus = PASSWORD_STRENGTH_BONUS_LENGTHS.filter(
    (bonusLength) => length >= bonusLength,
  ).length;
  const points = met + bonus;
  return PASSWORD_STRENGTH_LEVELS[Math.max(0, points - 3)] ?? 'high';
}

/** The rank of a level, 0 for `bad` to 4 for `high`, to compare or fill a gauge. */
export function passwordStrengthRank(level: PasswordStrength): number {
  return PASSWORD_STRENGTH_LEVELS.indexOf(level);
}
