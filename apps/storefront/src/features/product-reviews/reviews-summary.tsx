import { useLingui } from '@lingui/react/macro';
import type { EvaluationList } from '@shop/api-client';
import { ReviewNote } from './review-note';

/** The mean note and how many reviews gave each note, 5 to 1. */
export function ReviewsSummary({ reviews }: { reviews: EvaluationList }) {
  const { t } = useLingui();
  if (reviews.average === null) return null;
  const mean = reviews.average.toLocaleString('fr-FR');
  return (
    <section className="reviews-summary" aria-labelledby="reviews-summary-title">
      <h2 id="reviews-summary-title" className="visually-hidden">{t`Synthèse des avis`}</h2>
      <p className="reviews-summary__mean">
        <ReviewNote note={reviews.average} /> <span aria-hidden="true">{t`${mean} / 5`}</span>{' '}
        {t`sur ${reviews.total} avis`}
      </p>
      <ul className="reviews-summary__notes">
        {reviews.notes.map(({ note, count }) => (
          <li key={note}>
            {note === 1 ? t`1 étoile : ${count} avis` : t`${note} étoiles : ${count} avis`}
          </li>
        ))}
      </ul>
    </section>
  );
}
