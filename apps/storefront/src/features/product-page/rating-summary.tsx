import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/api-client';
import { RatingStars } from '../../shared/catalogue';
import { AppLink } from '../../shared/routing';

/** The mean note, drawn as stars, leading to the reviews. */
export function RatingSummary({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const { average, count } = product.rating;
  if (average === null || count === 0) {
    return <p className="rating-summary">{t`Aucun avis pour le moment.`}</p>;
  }
  const note = average.toLocaleString('fr-FR');
  return (
    <p className="rating-summary">
      <RatingStars note={average} className="rating-summary__stars" />{' '}
      <AppLink to="/fr/produit/$slug/avis" params={{ slug: product.slug }}>
        {t`Note moyenne ${note} sur 5 (${count} avis)`}
      </AppLink>
    </p>
  );
}
