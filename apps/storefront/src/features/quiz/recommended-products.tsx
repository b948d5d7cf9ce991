import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { productQueryOptions, type ProductLink } from '@shop/api-client';
import { ProductGrid } from '../../shared/catalogue';
import { AppLink } from '../../shared/routing';

export interface RecommendedProductsProps {
  products: readonly ProductLink[];
  labelledBy: string;
}

/**
 * A result's products as the catalogue shows them (price, picture, favourite). The result
 * names them only, so each card's data is read; if that fails, their names still link.
 */
export function RecommendedProducts({ products, labelledBy }: RecommendedProductsProps) {
  const { t } = useLingui();
  const details = useQueries({
    queries: products.map((product) => productQueryOptions(product.slug)),
  });
  if (details.some((query) => query.isPending)) {
    return (
      <p className="quiz-result__status" role="status">
        {t`Chargement des produits recommandés…`}
      </p>
    );
  }
  const loaded = details.flatMap((query) => (query.data ? [query.data] : []));
  if (loaded.length < products.length) {
    return (
      <ul className="quiz-result__links" aria-labelledby={labelledBy}>
        {products.map((product) => (
          <li key={product.id}>
            <AppLink to="/fr/produit/$slug" params={{ slug: product.slug }}>
              {product.brand.name} – {product.name}
            </AppLink>
          </li>
        ))}
      </ul>
    );
  }
  return <ProductGrid products={loaded} labelledBy={labelledBy} headingLevel={3} />;
}
