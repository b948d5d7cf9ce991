/**
 * Where the shop API serves the catalogue's generated images. The paths are relative to
 * the origin so that the gateway, which proxies `/api/v1/*`, serves them on the shop's own
 * domain.
 */
export const CATALOGUE_MEDIA_PREFIX = '/api/v1/media';

export const productImagePath = (slug: string) => `${CATALOGUE_MEDIA_PREFIX}/products/${slug}.svg`;
export const brandLogoPath = (slug: string) => `${CATALOGUE_MEDIA_PREFIX}/brands/${slug}.svg`;
export const needPictoPath = (slug: string) => `${CATALOGUE_MEDIA_PREFIX}/needs/${slug}.svg`;
