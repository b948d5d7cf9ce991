import { productsQueryOptions, type ProductDisplay } from '@shop/api-client';

/** Cards per product section: two rows on a phone, one on a desktop. */
export const HOME_PRODUCT_COUNT = 4;

/**
 * The cards of a product section. The homepage call names its products without price or
 * image (ProductLink), so the cards come from the list call with `display`, one call per
 * section instead of one per product.
 */
export const homeProductsQueryOptions = (display: Extract<ProductDisplay, 'promoted' | 'new'>) =>
  productsQueryOptions({ display, perPage: HOME_PRODUCT_COUNT });
