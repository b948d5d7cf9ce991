import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentPage } from '../../features/content-page';
import { PageLoadError, PagePending, pageHead } from '../../shared/page';

/** Any other `/fr/{slug}`: a content page, or a brand's page on its corner site. */
export const Route = createFileRoute('/fr/$slug')({
  loader: ({ context, params }) => loadContentPage(context.queryClient, params.slug, context.store),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.title, loaderData.summary) : {}),
  pendingComponent: () => <PagePending label={t`Chargement de la page…`} cards={0} />,
  errorComponent: PageLoadError,
  component: ContentRoute,
});

function ContentRoute() {
  const page = Route.useLoaderData();
  return <ContentPage pageId={page.id} />;
}
