import { useState } from 'react';
import type { FormFailure } from './form-failure';

/**
 * A form's refusal and how many times it was refused: the count lets the alert take the
 * focus again when the same message comes back on the next attempt.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  return {
    failure,
    attempt,
    refuse(next: FormFailure) {
      setFailure(next);
      setAttempt((count) => count + 1);
    },
    clear() {
      setFailure(null);
    },
  };
}
