import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions, type PageSummary } from '@shop/api-client';
import { CmsHtml } from '../../shared/content';
import { needContentPagesQueryOptions } from './need-queries';

/**
 * The pages the back office wrote for a need, shown on the need's own page (their `url`
 * is this page). Their failure is only logged (SPEC.md §7): the need and its products
 * still show, so no error state here, and no loading state either, the loader read them.
 */
export function NeedContentPages({ needId }: { needId: number }) {
  const { data: pages } = useQuery(needContentPagesQueryOptions(needId));
  if (!pages || pages.items.length === 0) return null;
  return (
    <div className="need-page__content">
      {pages.items.map((page) => (
        <NeedContentPage key={page.id} summary={page} />
      ))}
    </div>
  );
}

function NeedContentPage({ summary }: { summary: PageSummary }) {
  const { data: page } = useQuery(pageQueryOptions(summary.id));
  if (!page) return null;
  return (
    <article className="need-page__article" aria-label={page.title}>
      <CmsHtml html={page.body} />
    </article>
  );
}
