import { useEffect, useState } from 'react';
import { checkPassword } from '@shop/api-client';
import { passwordStrength, type PasswordStrength } from '@shop/domain';

/** Time after the last key before the shop is asked. */
export const PASSWORD_CHECK_DELAY_MS = 300;

interface Verdict {
  password: string;
  isValid: boolean;
}

/**
 * The strength meter's level (SPEC.md §4): libs/domain's levels with the shop's `is_valid`
 * flag, asked once typing pauses. Until the shop has answered for what is typed now, the
 * level is `bad`: the meter never shows green for a password the shop has not accepted.
 * The password is kept in no cache; a failed check only leaves the level at `bad`.
 */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = window.setTimeout(() => {
      checkPassword({ password })
        .then((check) => {
          if (current) setVerdict({ password, isValid: check.is_valid });
        })
        .catch((error: unknown) => console.warn('password check failed', error));
    }, PASSWORD_CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password]);
  if (password === '') return null;
  const isValid = verdict?.password === password && verdict.isValid;
  return passwordStrength(password, isValid);
}
