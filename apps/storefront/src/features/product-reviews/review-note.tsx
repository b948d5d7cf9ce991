import { useLingui } from '@lingui/react/macro';
import { RatingStars } from '../../shared/catalogue';

/** A note out of five: stars for the eye, « 4 sur 5 » for screen readers. */
export function ReviewNote({ note }: { note: number }) {
  const { t } = useLingui();
  const shown = note.toLocaleString('fr-FR');
  return (
    <span className="review-note">
      <RatingStars note={note} className="review-note__stars" />
      <span className="visually-hidden">{t`${shown} sur 5`}</span>
    </span>
  );
}
