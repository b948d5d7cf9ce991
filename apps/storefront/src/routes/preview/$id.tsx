import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContentArticle } from '../../features/content-page';
import { loadPreview, PreviewBanner } from '../../features/preview';
// The head and the search rule from their own files: the feature's index would bring the
// page into the entry.
import { previewHead } from '../../features/preview/preview-head';
import { PreviewSearchSchema } from '../../features/preview/preview-search';
import { NOT_INDEXED, PageLoadError, PagePending } from '../../shared/page';

/**
 * `/preview/{id}?token=…` (SPEC.md §2): a page by id, unpublished ones included, for the
 * editors who hold its preview link.
 */
export const Route = createFileRoute('/preview/$id')({
  validateSearch: PreviewSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => loadPreview(context.queryClient, params.id, deps.token),
  head: ({ loaderData }) => (loaderData ? previewHead(loaderData.title) : { meta: [NOT_INDEXED] }),
  pendingComponent: () => <PagePending label={t`Chargement de l’aperçu…`} cards={0} />,
  errorComponent: PageLoadError,
  component: PreviewRoute,
});

function PreviewRoute() {
  const page = Route.useLoaderData();
  return (
    <div className="page">
      <PreviewBanner published={page.published} />
      <ContentArticle page={page} />
    </div>
  );
}
