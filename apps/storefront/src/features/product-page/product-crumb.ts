import type { ProductDetail } from '@shop/api-client';
import { routePath, type BreadcrumbEntity } from '@shop/domain';

/**
 * The product as a breadcrumb entity (SPEC.md §2): under the products root, its first
 * category, which leads back to the product list filtered on that category. The FAQ and
 * reviews pages hang their own crumb after it.
 */
export function productCrumb(product: ProductDetail): BreadcrumbEntity {
  const category = product.categories[0];
  return {
    label: { text: product.name },
    path: routePath('product___fr', { slug: product.slug }),
    parents: category
      ? [
          {
            label: { text: category.label },
            path: routePath('products___fr', {
              segments: { filters: [{ name: 'categories', value: category.slug }] },
            }),
          },
        ]
      : [],
  };
}
