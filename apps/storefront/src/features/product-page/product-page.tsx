import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { productQueryOptions, type ProductDetail } from '@shop/api-client';
import { FavouriteToggle } from '../../shared/catalogue';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { NutritionalTable } from './nutritional-table';
import { productCrumb } from './product-crumb';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPrices } from './product-prices';
import { RatingSummary } from './rating-summary';
import { RelatedPages } from './related-pages';
import './product-page.css';

export interface ProductPageProps {
  slug: string;
  /** The buying form, given by the route (features do not import each other). */
  purchase: (product: ProductDetail) => ReactNode;
}

/** The product page of SPEC.md §2: what it is, what it costs, how to buy and take it. */
export function ProductPage({ slug, purchase }: ProductPageProps) {
  const { t } = useLingui();
  const { data: product } = useSuspenseQuery(productQueryOptions(slug));
  return (
    <article className="page product-page">
      <PageBreadcrumb pageType="product" entity={productCrumb(product)} />
      <div className="product-page__top">
        <ProductGallery product={product} />
        <div className="product-page__buy">
          <p className="product-page__brand">{product.brand.name}</p>
          <h1 className="product-page__name">{product.name}</h1>
          {(product.special_offer || product.is_new || product.is_new_formulae) && (
            <ul className="product-page__flags" aria-label={t`Particularités`}>
              {product.special_offer && <li>{t`Offre spéciale`}</li>}
              {product.is_new && <li>{t`Nouveau`}</li>}
              {product.is_new_formulae && <li>{t`Nouvelle formule`}</li>}
            </ul>
          )}
          <RatingSummary product={product} />
          <ProductPrices product={product} />
          <p
            className={
              product.stock > 0
                ? 'product-page__stock'
                : 'product-page__stock product-page__stock--out'
            }
          >
            {product.stock > 0 ? t`En stock` : t`Rupture de stock`}
          </p>
          {purchase(product)}
          <FavouriteToggle productId={product.id} productName={product.name} />
        </div>
      </div>
      {(product.summary || product.description) && (
        <section className="product-section" aria-labelledby="product-description-title">
          <h2 id="product-description-title">{t`Description`}</h2>
          {product.summary && <p className="product-page__summary">{product.summary}</p>}
          {product.description && <p>{product.description}</p>}
        </section>
      )}
      <ProductFacts product={product} />
      {product.ingredients && (
        <section className="product-section" aria-labelledby="product-ingredients-title">
          <h2 id="product-ingredients-title">{t`Ingrédients`}</h2>
          <p>{product.ingredients}</p>
        </section>
      )}
      {product.usage && (
        <section className="product-section" aria-labelledby="product-usage-title">
          <h2 id="product-usage-title">{t`Conseils d’utilisation`}</h2>
          <p>{product.usage}</p>
        </section>
      )}
      {product.nutritional_analysis.length > 0 && (
        <section className="product-section" aria-labelledby="product-nutrition-title">
          <h2 id="product-nutrition-title">{t`Analyse nutritionnelle`}</h2>
          <NutritionalTable rows={product.nutritional_analysis} />
        </section>
      )}
      <nav
        className="product-section product-page__more"
        aria-label={t`En savoir plus sur ce produit`}
      >
        <ul>
          <li>
            <AppLink to="/fr/produit/$slug/questions-reponses" params={{ slug: product.slug }}>
              {t`Questions-réponses sur ce produit`}
            </AppLink>
          </li>
          <li>
            <AppLink to="/fr/produit/$slug/avis" params={{ slug: product.slug }}>
              {t`Avis des consommateurs (${product.rating.count})`}
            </AppLink>
          </li>
        </ul>
      </nav>
      <RelatedPages slug={product.slug} />
    </article>
  );
}
