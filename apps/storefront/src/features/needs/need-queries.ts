import { pagesQueryOptions, productsQueryOptions } from '@shop/api-client';

/** How many of a need's products its page shows; the full list is one link away. */
export const NEED_PRODUCTS_SHOWN = 12;

export const needProductsQueryOptions = (needSlug: string) =>
  productsQueryOptions({ needs: needSlug, perPage: NEED_PRODUCTS_SHOWN });

/** The CMS pages written for a need (type `need`), in the back office's order. */
export const needContentPagesQueryOptions = (needId: number) =>
  pagesQueryOptions({ type: 'need', need_id: needId, order: 'order' });
