import { useSuspenseQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@shop/api-client';
import { StandalonePageBreadcrumb } from '../../shared/routing';
import { ContentArticle } from './content-article';

/** `/fr/{slug}`: the content or corner page the loader found, by its id. */
export function ContentPage({ pageId }: { pageId: number }) {
  const { data: page } = useSuspenseQuery(pageQueryOptions(pageId));
  return (
    <div className="page">
      <StandalonePageBreadcrumb title={page.title} />
      <ContentArticle page={page} />
    </div>
  );
}
