import { linkOptions } from '@tanstack/react-router';
import type { PageSummary } from '@shop/api-client';

/**
 * Where a page about the product is read, by its type. Need pages are shown on their need's
 * page; corner pages live on their brand's subdomain, which this site does not link to.
 */
export function pageLinkOf(page: PageSummary) {
  switch (page.type.technical_name) {
    case 'advice':
      return linkOptions({ to: '/fr/conseil/$slug', params: { slug: page.slug } });
    case 'advice_theme':
      return linkOptions({ to: '/fr/conseils/$topic', params: { topic: page.slug } });
    case 'innovation':
      return linkOptions({ to: '/fr/qualite-innovation/$slug', params: { slug: page.slug } });
    case 'actualite':
      return linkOptions({ to: '/fr/actualite/$slug', params: { slug: page.slug } });
    case 'content':
      return linkOptions({ to: '/fr/$slug', params: { slug: page.slug } });
    case 'need':
      return page.need
        ? linkOptions({ to: '/fr/besoin/$', params: { _splat: page.need.slug } })
        : null;
    case 'brand_corner_main':
    case 'brand_corner_page':
      return null;
  }
}
