/**
 * One of the healthy-eating messages, at random (SPEC.md §2: the order pipe shows "a random
 * healthy-eating message"). `random` is Math.random's contract, passed in so tests choose.
 */
export function pickMessage(messages: readonly string[], random: () => number): string | undefined {
  if (messages.length === 0) return undefined;
  const index = Math.min(Math.floor(random() * messages.length), messages.length - 1);
  return messages[index];
}
