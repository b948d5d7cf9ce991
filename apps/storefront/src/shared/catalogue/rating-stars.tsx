/** A note out of five as stars, for the eye only: the caller says the note in words. */
export function RatingStars({ note, className }: { note: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(note)));
  return (
    <span className={className} aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  );
}
