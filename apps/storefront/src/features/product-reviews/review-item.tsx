import { useLingui } from '@lingui/react/macro';
import type { Evaluation } from '@shop/api-client';
import { formatDate } from '@shop/i18n';
import { ReviewNote } from './review-note';

/** One review (SPEC.md §3): note, author or « Anonyme », date, text, and the lab's answer. */
export function ReviewItem({ review }: { review: Evaluation }) {
  const { t } = useLingui();
  return (
    <li className="review">
      <article aria-labelledby={`review-${review.id}`}>
        <header className="review__header">
          <ReviewNote note={review.note} />
          <p className="review__byline" id={`review-${review.id}`}>
            <span className="review__author">{review.author ?? t`Anonyme`}</span>,{' '}
            <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </header>
        <p className="review__content">{review.content}</p>
        {review.answer && (
          <div className="review__answer">
            <p className="review__answer-title">
              {t`Réponse du laboratoire`},{' '}
              <time dateTime={review.answer.date}>{formatDate(review.answer.date)}</time>
            </p>
            <p>{review.answer.content}</p>
          </div>
        )}
      </article>
    </li>
  );
}
