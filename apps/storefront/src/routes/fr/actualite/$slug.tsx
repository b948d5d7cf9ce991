import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SlugSchema } from '@shop/domain';
import { EditorialDetailPage, loadEditorialPage } from '../../../features/editorial';
import { cmsPageHead, PageLoadError, PagePending } from '../../../shared/page';
import { paramOrNotFound } from '../../../shared/routing';

export const Route = createFileRoute('/fr/actualite/$slug')({
  params: { parse: ({ slug }) => ({ slug: paramOrNotFound(SlugSchema, slug) }) },
  loader: ({ context, params }) => loadEditorialPage(context.queryClient, 'actualite', params.slug),
  head: ({ match, params }) =>
    cmsPageHead(
      match.context,
      { entity_type: 'actualite', slug: params.slug },
      { ogType: 'article' },
    ),
  pendingComponent: () => <PagePending label={t`Chargement de l’actualité…`} cards={0} />,
  errorComponent: PageLoadError,
  component: NewsDetailRoute,
});

function NewsDetailRoute() {
  const { slug } = Route.useParams();
  return <EditorialDetailPage entityType="actualite" slug={slug} />;
}
