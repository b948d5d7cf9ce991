import { useLingui } from '@lingui/react/macro';
import type { Product } from '@shop/api-client';
import { priceBefore } from '@shop/domain';
import { AppLink } from '../routing';
import { CatalogueImage } from './catalogue-image';
import { FavouriteToggle } from './favourite-toggle';
import { formatEuros } from './price';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  /** The first cards of a page are above the fold: their images load at once. */
  priority?: boolean;
  /** The card's title level under the list's own heading. */
  headingLevel?: 2 | 3;
}

/** A product in a list (SPEC.md §3): image, flags, brand, name, prices, note, favourite. */
export function ProductCard({ product, priority = false, headingLevel = 2 }: ProductCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const image = product.caracteristics.small_image.value;
  const { average, count } = product.rating;
  const suggested = priceBefore(product.price, [product.suggested_price]);
  return (
    <article className="product-card">
      <div className="product-card__media">
        <CatalogueImage
          src={image.url}
          alt=""
          width={240}
          height={240}
          sizes="(max-width: 565px) 45vw, 240px"
          priority={priority}
        />
        <ul className="product-card__flags" aria-label={t`Particularités`}>
          {product.special_offer && <li className="product-card__flag">{t`Offre spéciale`}</li>}
          {product.is_new && <li className="product-card__flag">{t`Nouveau`}</li>}
          {product.is_new_formulae && <li className="product-card__flag">{t`Nouvelle formule`}</li>}
        </ul>
      </div>
      <p className="product-card__brand">{product.brand.name}</p>
      <Heading className="product-card__name">
        <AppLink
          to="/fr/produit/$slug"
          params={{ slug: product.slug }}
          className="product-card__link"
        >
          {product.name}
        </AppLink>
      </Heading>
      {average !== null && (
        <p className="product-card__rating">
          {t`Note moyenne ${average.toLocaleString('fr-FR')} sur 5 (${count} avis)`}
        </p>
      )}
      <p className="product-card__prices">
        <span className="product-card__price">{formatEuros(product.price)}</span>
        {suggested !== null && (
          <span className="product-card__suggested">
            <span className="visually-hidden">{t`Prix public conseillé :`} </span>
            <s>{formatEuros(suggested)}</s>
          </span>
        )}
      </p>
      {product.stock === 0 && <p className="product-card__stock">{t`Rupture de stock`}</p>}
      <div className="product-card__favourite">
        <FavouriteToggle productId={product.id} productName={product.name} />
      </div>
    </article>
  );
}
