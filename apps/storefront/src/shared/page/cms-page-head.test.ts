import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  pageQueryOptions,
  urlEntityQueryOptions,
  type Entity,
  type PageDetail,
} from '@shop/api-client';
import { activateLocale } from '@shop/i18n';
import { cmsPageHead } from './cms-page-head';

beforeAll(() => activateLocale('fr'));

const ORIGIN = 'https://boutique.example';
const LOOKUP = { entity_type: 'advice', slug: 'bien-dormir' } as const;

const entity: Entity = {
  id: 2,
  entity_type: 'advice',
  slug: 'bien-dormir',
  title: 'Bien dormir',
  url: '/fr/conseil/bien-dormir',
  brand_slug: null,
  published: true,
  parent: {
    id: 1,
    entity_type: 'advice_theme',
    slug: 'sommeil',
    title: 'Sommeil et relaxation',
    url: '/fr/conseils/sommeil',
    brand_slug: null,
  },
  children: [],
};

const page: PageDetail = {
  id: 2,
  type: { technical_name: 'advice' },
  slug: 'bien-dormir',
  title: 'Bien dormir',
  url: '/fr/conseil/bien-dormir',
  summary: '',
  published: true,
  published_at: '2026-01-02T08:00:00.000Z',
  order: 1,
  vertical_image: { url: '/api/v1/media/pages/2.svg', alt: '' },
  parent: { id: 1, slug: 'sommeil', title: 'Sommeil et relaxation', url: '/fr/conseils/sommeil' },
  brand: null,
  need: null,
  category: null,
  body: '<p class="chapo"><strong>Bien dormir</strong> : l’essentiel.</p>',
  download: null,
  products: [],
};

/** The cache as the route's loader leaves it. */
function loadedCache(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(urlEntityQueryOptions(LOOKUP).queryKey, entity);
  queryClient.setQueryData(pageQueryOptions(entity.id).queryKey, page);
  return queryClient;
}

describe('cmsPageHead', () => {
  it('builds the head of the page its loader cached, with no structured data of its own', () => {
    const head = cmsPageHead(
      { queryClient: loadedCache(), baseDomain: 'boutique.example' },
      LOOKUP,
      { ogType: 'article' },
    );

    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' });
    // No summary: the body's text says what the page is.
    expect(head.meta).toContainEqual({
      name: 'description',
      content: 'Bien dormir : l’essentiel.',
    });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: `${ORIGIN}/api/v1/media/pages/2.jpeg?w=960`,
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/fr/conseil/bien-dormir` }]);
    // The BreadcrumbList is the breadcrumb component's, in the page (one per page).
    expect(head.scripts).toEqual([]);
  });

  it('gives no head when the loader cached nothing (its load failed)', () => {
    expect(
      cmsPageHead({ queryClient: new QueryClient(), baseDomain: 'boutique.example' }, LOOKUP, {
        ogType: 'article',
      }),
    ).toEqual({});
  });
});
