import type { ProductDetail } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';

/**
 * The product's picture, above the fold so loaded at once. The catalogue gives one image
 * per product (`caracteristics.small_image`), so there are no thumbnails to choose from.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const image = product.caracteristics.small_image.value;
  return (
    <figure className="product-gallery">
      <CatalogueImage
        className="product-gallery__image"
        src={image.url}
        alt={image.alt || product.name}
        width={480}
        height={480}
        sizes="(max-width: 47.99rem) 100vw, 480px"
        priority
      />
    </figure>
  );
}
