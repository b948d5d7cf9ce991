import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContentPage, loadContentPage } from '../../features/content-page';
import { entityHead, PageLoadError, PagePending, pageHead } from '../../shared/page';

/** Any other `/fr/{slug}`: a content page, or a brand's page on its corner site. */
export const Route = createFileRoute('/fr/$slug')({
  loader: ({ context, params }) => loadContentPage(context.queryClient, params.slug, context.store),
  head: ({ loaderData: page, match }) => {
    if (!page) return {};
    // A corner site's page is the brand's own: its path is on the brand's subdomain.
    if (page.type.technical_name !== 'content' || page.url === null) {
      return pageHead(page.title, page.summary);
    }
    return entityHead(
      {
        title: page.title,
        description: page.summary || page.body,
        path: page.url,
        image: page.vertical_image?.url ?? null,
        ogType: 'website',
      },
      match.context,
    );
  },
  pendingComponent: () => <PagePending label={t`Chargement de la page…`} cards={0} />,
  errorComponent: PageLoadError,
  component: ContentRoute,
});

function ContentRoute() {
  const page = Route.useLoaderData();
  return <ContentPage pageId={page.id} />;
}
