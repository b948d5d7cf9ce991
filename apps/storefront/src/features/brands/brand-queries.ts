import { productsQueryOptions } from '@shop/api-client';

/** How many of a brand's products its page shows; the full list is one link away. */
export const BRAND_PRODUCTS_SHOWN = 12;

export const brandProductsQueryOptions = (brandSlug: string) =>
  productsQueryOptions({ brands: brandSlug, perPage: BRAND_PRODUCTS_SHOWN });
