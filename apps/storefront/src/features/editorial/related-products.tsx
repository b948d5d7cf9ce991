import { useLingui } from '@lingui/react/macro';
import type { ProductLink } from '@shop/api-client';
import { AppLink } from '../../shared/routing';
import './related-products.css';

/** The products the back office associates with a page, as links to their pages. */
export function RelatedProducts({ products }: { products: readonly ProductLink[] }) {
  const { t } = useLingui();
  return (
    <section className="related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title">{t`Produits associés`}</h2>
      <ul className="related-products__list">
        {products.map((product) => (
          <li key={product.id}>
            <AppLink to="/fr/produit/$slug" params={{ slug: product.slug }}>
              {product.name}
            </AppLink>{' '}
            <span className="related-products__brand">{product.brand.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
