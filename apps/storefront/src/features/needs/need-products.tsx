import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Need } from '@shop/api-client';
import { listSplat } from '@shop/domain';
import { ProductGrid } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import { needProductsQueryOptions } from './need-queries';

/**
 * The first products of a need and the way to all of them: the product list filtered on
 * the need (a root need's filter also takes its sub-needs' products).
 */
export function NeedProducts({ need }: { need: Need }) {
  const { t } = useLingui();
  const { data: products } = useSuspenseQuery(needProductsQueryOptions(need.slug));
  const allProducts = (
    <AppLink
      to="/fr/produits/$"
      params={{ _splat: listSplat({ filters: [{ name: 'needs', value: need.slug }] }) }}
      className="button button--secondary"
    >
      {t`Voir les ${products.total} produits « ${need.label} »`}
    </AppLink>
  );
  return (
    <section aria-labelledby="need-products-title" className="need-page__products">
      <h2 id="need-products-title">{t`Nos produits pour ce besoin`}</h2>
      {products.items.length === 0 ? (
        <EmptyState title={t`Aucun produit n’est proposé pour ce besoin pour le moment.`}>
          <AppLink to="/fr/produits/$">{t`Voir tous nos produits`}</AppLink>
        </EmptyState>
      ) : (
        <>
          <ProductGrid
            products={products.items}
            labelledBy="need-products-title"
            headingLevel={3}
            // Below the sub-needs, the first row starts past a phone's first screen.
            eagerCount={need.children.length > 0 ? 0 : undefined}
          />
          <p>{allProducts}</p>
        </>
      )}
    </section>
  );
}
