import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { brandQueryOptions, type Brand } from '@shop/api-client';
import { routePath } from '@shop/domain';
import { CatalogueImage, ProductGrid } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { useCornerSiteUrl } from '../../shared/site';
import { brandAccentRef } from './brand-accent';
import { BrandFaq } from './brand-faq';
import { brandProductsQueryOptions } from './brand-queries';
import './brands.css';

/**
 * `/fr/marque/{slug}` (SPEC.md §2): the brand in its own colour, its corner site when it
 * runs one, its products and its questions and answers.
 */
export function BrandPage({ slug }: { slug: string }) {
  const { data: brand } = useSuspenseQuery(brandQueryOptions(slug));
  return (
    <div className="page brand-page">
      <PageBreadcrumb
        pageType="brand"
        entity={{
          label: { text: brand.name },
          path: routePath('brand_details___fr', { slug: brand.slug }),
        }}
      />
      <BrandHeader brand={brand} />
      <BrandProducts brand={brand} />
      <BrandFaq brand={brand} />
    </div>
  );
}

function BrandHeader({ brand }: { brand: Brand }) {
  const cornerSiteUrl = useCornerSiteUrl();
  return (
    <header className="brand-page__header" ref={brandAccentRef(brand.color)}>
      <CatalogueImage
        className="brand-page__logo"
        src={brand.logo}
        alt=""
        width={160}
        height={80}
        sizes="160px"
        priority
      />
      <div className="brand-page__intro">
        <h1>{brand.name}</h1>
        <p>{brand.description}</p>
        {brand.has_corner && (
          <p>
            <a className="brand-page__corner-link" href={cornerSiteUrl(brand.slug)}>
              <Trans>Visiter le site {brand.name}</Trans>
            </a>
          </p>
        )}
      </div>
    </header>
  );
}

function BrandProducts({ brand }: { brand: Brand }) {
  const { t } = useLingui();
  const { data: products } = useSuspenseQuery(brandProductsQueryOptions(brand.slug));
  return (
    <section aria-labelledby="brand-products-title" className="brand-page__section">
      <h2 id="brand-products-title">{t`Les produits ${brand.name}`}</h2>
      {products.items.length === 0 ? (
        <EmptyState title={t`Aucun produit de cette marque n’est proposé pour le moment.`}>
          <AppLink route="products___fr">{t`Voir tous nos produits`}</AppLink>
        </EmptyState>
      ) : (
        <>
          <ProductGrid
            products={products.items}
            labelledBy="brand-products-title"
            headingLevel={3}
          />
          <p>
            <AppLink
              route="products___fr"
              params={{ segments: { filters: [{ name: 'brands', value: brand.slug }] } }}
              className="button button--secondary"
            >
              {t`Voir les ${products.total} produits ${brand.name}`}
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}
