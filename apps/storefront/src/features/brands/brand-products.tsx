import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Brand } from '@shop/api-client';
import { listSplat } from '@shop/domain';
import { ProductGrid } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import { brandProductsQueryOptions } from './brand-queries';

/** The brand's first products and a link to the list of all of them. */
export function BrandProducts({ brand }: { brand: Brand }) {
  const { t } = useLingui();
  const { data: products } = useSuspenseQuery(brandProductsQueryOptions(brand.slug));
  return (
    <section aria-labelledby="brand-products-title" className="brand-page__section">
      <h2 id="brand-products-title">{t`Les produits ${brand.name}`}</h2>
      {products.items.length === 0 ? (
        <EmptyState title={t`Aucun produit de cette marque n’est proposé pour le moment.`}>
          <AppLink to="/fr/produits/$">{t`Voir tous nos produits`}</AppLink>
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
              to="/fr/produits/$"
              params={{ _splat: listSplat({ filters: [{ name: 'brands', value: brand.slug }] }) }}
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
