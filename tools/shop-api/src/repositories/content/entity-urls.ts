import { encodeListSegments } from '@shop/domain';
import { API_PREFIX, type EntityType, type PageType } from '@shop/api-client/contract';
import { MEDIA_PREFIX } from '../catalogue/media-paths';

/**
 * Where each entity is shown on the storefront (SPEC.md §2). News paths are not in the
 * spec: `/fr/actualite/{slug}`, beside the breadcrumb root `/fr/actualites`. Corner pages
 * are paths on their brand's subdomain (`/fr/index` is a corner home page).
 */
export function entityPath(type: EntityType, slug: string): string {
  switch (type) {
    case 'product':
      return `/fr/produit/${slug}`;
    case 'brand':
      return `/fr/marque/${slug}`;
    case 'need':
      return `/fr/besoin/${slug}`;
    case 'category':
      return `/fr/produits/${encodeListSegments({ page: 1, filters: [{ name: 'categories', value: slug }] })}`;
    case 'advice':
      return `/fr/conseil/${slug}`;
    case 'advice_theme':
      return `/fr/conseils/${slug}`;
    case 'innovation':
      return `/fr/qualite-innovation/${slug}`;
    case 'actualite':
      return `/fr/actualite/${slug}`;
    case 'content':
    case 'brand_corner_page':
      return `/fr/${slug}`;
    case 'brand_corner_main':
      return '/fr/index';
  }
}

/** A page's path; a need page is shown on its need's page (null when it has no need). */
export function pagePath(type: PageType, slug: string, needSlug: string | null): string | null {
  if (type === 'need') return needSlug === null ? null : entityPath('need', needSlug);
  return entityPath(type, slug);
}

export const quizPath = (slug: string) => `/fr/quiz/${slug}`;

/** Illustrations of pages (and of the home's hero), generated and served by the shop API. */
export const pageImagePath = (id: number | 'home') => `${MEDIA_PREFIX}/pages/${id}.svg`;

export const pageDownloadPath = (id: number) => `${API_PREFIX}/page/download/${id}`;
