import { useEffect, useState } from 'react';
import { SUGGESTION_DELAY_MS } from '@shop/domain';

/**
 * The text once typing has paused for SUGGESTION_DELAY_MS (SPEC.md §4): each keystroke
 * restarts the wait, so a word typed quickly makes one call, not one per letter.
 */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
