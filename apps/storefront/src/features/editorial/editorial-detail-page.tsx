import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  pageAssociatesQueryOptions,
  pageQueryOptions,
  urlEntityQueryOptions,
} from '@shop/api-client';
import type { BreadcrumbPageType } from '@shop/domain';
import { PageBreadcrumb } from '../../shared/routing';
import { EditorialArticle } from './editorial-article';
import { editorialLookup, type EditorialEntityType } from './editorial-page-queries';
import { RelatedProducts } from './related-products';

/** How each detail page type shows: its breadcrumb root, and whether its date matters. */
const DETAIL_KINDS: Record<
  EditorialEntityType,
  { pageType: Exclude<BreadcrumbPageType, 'product_reviews'>; dated: boolean }
> = {
  innovation: { pageType: 'quality_innovation', dated: false },
  advice: { pageType: 'advice', dated: false },
  actualite: { pageType: 'news', dated: true },
};

export interface EditorialDetailPageProps {
  entityType: EditorialEntityType;
  slug: string;
}

/**
 * A quality-and-innovation page, an advice article or a news item: breadcrumb (with the
 * advice theme as parent), the article and the products the back office associates.
 */
export function EditorialDetailPage({ entityType, slug }: EditorialDetailPageProps) {
  const { data: entity } = useSuspenseQuery(
    urlEntityQueryOptions(editorialLookup(entityType, slug)),
  );
  const { data: page } = useSuspenseQuery(pageQueryOptions(entity.id));
  const { data: associates } = useQuery(pageAssociatesQueryOptions(entity.id));
  const { pageType, dated } = DETAIL_KINDS[entityType];
  const parents = entity.parent
    ? [{ label: { text: entity.parent.title }, path: entity.parent.url }]
    : [];
  return (
    <div className="page">
      <PageBreadcrumb
        pageType={pageType}
        entity={{ label: { text: page.title }, path: entity.url, parents }}
      />
      <EditorialArticle page={page} dated={dated} />
      {associates && associates.products.length > 0 && (
        <RelatedProducts products={associates.products} />
      )}
    </div>
  );
}
