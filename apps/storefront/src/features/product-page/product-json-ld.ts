import type { ProductDetail } from '@shop/api-client';
import { productJsonLd } from '@shop/domain';

/**
 * The product page's schema.org Product, from libs/domain's builder (the gateway's first
 * HTML uses the same one). URLs are absolute on the page's origin.
 */
export function productPageJsonLd(product: ProductDetail, origin: string, pagePath: string) {
  return productJsonLd(
    {
      id: product.id,
      name: product.name,
      description: product.summary || product.description,
      brandName: product.brand.name,
      price: product.price,
      stock: product.stock,
      rating: product.rating,
    },
    new URL(pagePath, origin).href,
    new URL(product.caracteristics.small_image.value.url, origin).href,
  );
}
