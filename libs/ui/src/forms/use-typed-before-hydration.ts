import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * A field the server drew takes text before the page hydrates: hydration keeps what was
 * typed, but the next render writes the state's value back. Before that render, this
 * hands `adopt` the field's text when it differs from what the server drew (the value
 * attribute React wrote, the field's `defaultValue`).
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  adopt: (typed: string) => void,
) {
  const adoptTyped = useEffectEvent(adopt);
  useLayoutEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) adoptTyped(input.value);
  }, [field]);
}
