import { useState } from 'react';

/**
 * A form's values as typed, and the ways the fields change them: `set('email')` gives a
 * field's `onValueChange`, `patch` takes a group's changes (names, phones).
 */
export function useFormValues<TValues extends object>(initial: TValues | (() => TValues)) {
  const [values, setValues] = useState<TValues>(initial);
  const patch = (changes: Partial<TValues>) => setValues((current) => ({ ...current, ...changes }));
  const set =
    <K extends keyof TValues>(field: K) =>
    (value: TValues[K]) =>
      patch({ [field]: value } as unknown as Partial<TValues>);
  return { values, setValues, set, patch };
}
