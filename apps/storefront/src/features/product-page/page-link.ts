import type { PageSummary } from '@shop/api-client';
import type { RouteName, RouteParams } from '@shop/domain';

type SlugRoute = Extract<
  RouteName,
  | 'advice_details___fr'
  | 'advice_list___fr'
  | 'quality-innovation_details___fr'
  | 'news_details___fr'
  | 'need_details___fr'
  | 'content___fr'
>;

export interface PageLink {
  route: SlugRoute;
  params: RouteParams<SlugRoute>;
}

/**
 * Where a page about the product is read, by its type. Need pages are shown on their need's
 * page; corner pages live on their brand's subdomain, which this site does not link to.
 */
export function pageLinkOf(page: PageSummary): PageLink | null {
  switch (page.type.technical_name) {
    case 'advice':
      return { route: 'advice_details___fr', params: { slug: page.slug } };
    case 'advice_theme':
      return { route: 'advice_list___fr', params: { slug: page.slug } };
    case 'innovation':
      return { route: 'quality-innovation_details___fr', params: { slug: page.slug } };
    case 'actualite':
      return { route: 'news_details___fr', params: { slug: page.slug } };
    case 'content':
      return { route: 'content___fr', params: { slug: page.slug } };
    case 'need':
      return page.need ? { route: 'need_details___fr', params: { slug: page.need.slug } } : null;
    case 'brand_corner_main':
    case 'brand_corner_page':
      return null;
  }
}
