import { useSuspenseQuery } from '@tanstack/react-query';
import { brandQueryOptions } from '@shop/api-client';
import { routePath } from '@shop/domain';
import { PageBreadcrumb } from '../../shared/routing';
import { BrandFaq } from './brand-faq';
import { BrandHeader } from './brand-header';
import { BrandProducts } from './brand-products';
import './brands.css';

/**
 * `/fr/marque/{slug}` (SPEC.md §2): the brand in its own colour, its corner site when it
 * runs one, its products and its questions and answers.
 */
export function BrandPage({ slug }: { slug: string }) {
  const { data: brand } = useSuspenseQuery(brandQueryOptions(slug));
  return (
    <div className="page brand-page">
      <PageBreadcrumb
        pageType="brand"
        entity={{
          label: { text: brand.name },
          path: routePath('brand_details___fr', { slug: brand.slug }),
        }}
      />
      <BrandHeader brand={brand} />
      <BrandProducts brand={brand} />
      <BrandFaq brand={brand} />
    </div>
  );
}
