import { API_PREFIX } from '@shop/api-client/contract';

/**
 * Where the shop API serves its generated images, the catalogue's and the pages'. The paths
 * are relative to the origin so that the gateway, which proxies `/api/v1/*`, serves them on
 * the shop's own domain.
 */
export const MEDIA_PREFIX = `${API_PREFIX}/media`;

export const productImagePath = (slug: string) => `${MEDIA_PREFIX}/products/${slug}.svg`;
export const brandLogoPath = (slug: string) => `${MEDIA_PREFIX}/brands/${slug}.svg`;
export const needPictoPath = (slug: string) => `${MEDIA_PREFIX}/needs/${slug}.svg`;
