import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/api-client';
import { AppLink } from '../../shared/routing';

/** The mean note, drawn as stars, leading to the reviews. */
export function RatingSummary({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const { average, count } = product.rating;
  if (average === null || count === 0) {
    return <p className="rating-summary">{t`Aucun avis pour le moment.`}</p>;
  }
  const note = average.toLocaleString('fr-FR');
  const filled = Math.round(average);
  return (
    <p className="rating-summary">
      <span className="rating-summary__stars" aria-hidden="true">
        {'★'.repeat(filled)}
        {'☆'.repeat(5 - filled)}
      </span>{' '}
      <AppLink route="product-evaluations___fr" params={{ slug: product.slug }}>
        {t`Note moyenne ${note} sur 5 (${count} avis)`}
      </AppLink>
    </p>
  );
}
