import { useSuspenseQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@shop/api-client';
import { ContentArticle } from './content-article';

/** `/fr/{slug}`: the content or corner page the loader found, by its id. */
export function ContentPage({ pageId }: { pageId: number }) {
  const { data: page } = useSuspenseQuery(pageQueryOptions(pageId));
  return (
    <div className="page">
      <ContentArticle page={page} />
    </div>
  );
}
