import { t } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../features/content-page';
import { loadPreview, PreviewBanner, previewQueryOptions } from '../../features/preview';
// The head from its own file: the feature's index would bring the page into the entry.
import { previewHead } from '../../features/preview/preview-head';
import { PageLoadError, PagePending } from '../../shared/page';

/** `/preview/{id}` (SPEC.md §2): a page by id, unpublished ones included, for the editors. */
export const Route = createFileRoute('/preview/$id')({
  loader: ({ context, params }) => loadPreview(context.queryClient, params.id),
  head: ({ loaderData }) =>
    loaderData ? previewHead(loaderData.title) : { meta: [{ name: 'robots', content: 'noindex' }] },
  pendingComponent: () => <PagePending label={t`Chargement de l’aperçu…`} cards={0} />,
  errorComponent: PageLoadError,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id } = Route.useLoaderData();
  const { data: page } = useSuspenseQuery(previewQueryOptions(id));
  return (
    <div className="page">
      <PreviewBanner published={page.published} />
      <ContentArticle page={page} />
    </div>
  );
}
