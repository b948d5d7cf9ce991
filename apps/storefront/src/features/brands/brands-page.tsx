import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { brandsQueryOptions, type Brand } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { BRANDS_PAGE } from './brands-page-copy';
import './brands.css';

/** `/fr/marques` (SPEC.md §2): every brand with its logo, what it makes and its range size. */
export function BrandsPage() {
  const { t } = useLingui();
  const { data: brands } = useSuspenseQuery(brandsQueryOptions());
  return (
    <div className="page">
      <PageBreadcrumb pageType="brand" />
      <h1>{t(BRANDS_PAGE.title)}</h1>
      <p>{t(BRANDS_PAGE.intro)}</p>
      {brands.items.length === 0 ? (
        <EmptyState title={t`Aucune marque n’est proposée pour le moment.`}>
          <AppLink to="/fr/produits/$">{t`Voir tous nos produits`}</AppLink>
        </EmptyState>
      ) : (
        <ul className="card-grid brands-list">
          {brands.items.map((brand, index) => (
            <li key={brand.id}>
              <BrandCard brand={brand} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BrandCard({ brand, priority }: { brand: Brand; priority: boolean }) {
  const { t } = useLingui();
  return (
    <article className="brand-card" aria-labelledby={`brand-${brand.id}-title`}>
      <CatalogueImage
        className="brand-card__logo"
        src={brand.logo}
        alt=""
        width={160}
        height={80}
        sizes="160px"
        priority={priority}
      />
      <h2 id={`brand-${brand.id}-title`} className="brand-card__title">
        <AppLink to="/fr/marque/$slug" params={{ slug: brand.slug }}>
          {brand.name}
        </AppLink>
      </h2>
      <p className="brand-card__description">{brand.description}</p>
      <p className="brand-card__count">
        {brand.product_count <= 1
          ? t`${brand.product_count} produit`
          : t`${brand.product_count} produits`}
      </p>
    </article>
  );
}
