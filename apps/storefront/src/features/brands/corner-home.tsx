import { useSuspenseQuery } from '@tanstack/react-query';
import { brandQueryOptions } from '@shop/api-client';
import { BrandFaq } from './brand-faq';
import { BrandHeader } from './brand-header';
import { BrandNeeds } from './brand-needs';
import { BrandProducts } from './brand-products';
import { CornerStory } from './corner-story';
import './brands.css';

/**
 * A corner site's home (SPEC.md §2 Home and catch-all, `/fr/index` on
 * `{brand}.{BASE_DOMAIN}`): the brand in its colour, its products, the needs they answer,
 * its story and pages, and its questions and answers.
 */
export function CornerHome({ slug }: { slug: string }) {
  const { data: brand } = useSuspenseQuery(brandQueryOptions(slug));
  return (
    <div className="page brand-page corner-home">
      <BrandHeader brand={brand} onCorner />
      <BrandProducts brand={brand} />
      <BrandNeeds brand={brand} />
      <CornerStory brand={brand} />
      <BrandFaq brand={brand} />
    </div>
  );
}
