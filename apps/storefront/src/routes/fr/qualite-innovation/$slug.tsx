import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SlugSchema } from '@shop/domain';
import { EditorialDetailPage, loadEditorialPage } from '../../../features/editorial';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';
import { paramOrNotFound } from '../../../shared/routing';

export const Route = createFileRoute('/fr/qualite-innovation/$slug')({
  params: { parse: ({ slug }) => ({ slug: paramOrNotFound(SlugSchema, slug) }) },
  loader: ({ context, params }) =>
    loadEditorialPage(context.queryClient, 'innovation', params.slug),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.title, loaderData.summary) : {}),
  pendingComponent: () => <PagePending label={t`Chargement de l’article…`} cards={0} />,
  errorComponent: PageLoadError,
  component: QualityInnovationDetailRoute,
});

function QualityInnovationDetailRoute() {
  const { slug } = Route.useParams();
  return <EditorialDetailPage entityType="innovation" slug={slug} />;
}
