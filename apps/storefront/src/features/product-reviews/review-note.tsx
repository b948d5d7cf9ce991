import { useLingui } from '@lingui/react/macro';

/** A note out of five: stars for the eye, « 4 sur 5 » for screen readers. */
export function ReviewNote({ note }: { note: number }) {
  const { t } = useLingui();
  const shown = note.toLocaleString('fr-FR');
  const filled = Math.round(note);
  return (
    <span className="review-note">
      <span className="review-note__stars" aria-hidden="true">
        {'★'.repeat(filled)}
        {'☆'.repeat(5 - filled)}
      </span>
      <span className="visually-hidden">{t`${shown} sur 5`}</span>
    </span>
  );
}
