import type { ProductDetail } from '@shop/api-client';
import { routePath } from '@shop/domain';
import type { EntityHead } from '../../shared/page';

/**
 * What the product page's head says (the route's `head` gives it to `entityHead`): its
 * description, preview image and the Product structured data of libs/domain, in the head
 * only so that a page carries one Product block.
 */
export function productHead(product: ProductDetail): EntityHead {
  return {
    title: product.name,
    description: product.summary || product.description,
    path: routePath('product___fr', { slug: product.slug }),
    image: product.caracteristics.small_image.value.url,
    ogType: 'product',
    product: {
      id: product.id,
      name: product.name,
      brandName: product.brand.name,
      price: product.price,
      stock: product.stock,
      rating: product.rating,
    },
  };
}
