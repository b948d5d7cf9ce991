import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SlugSchema } from '@shop/domain';
import { EditorialDetailPage, loadEditorialPage } from '../../../features/editorial';
import { cmsPageHead, PageLoadError, PagePending } from '../../../shared/page';
import { paramOrNotFound } from '../../../shared/routing';

export const Route = createFileRoute('/fr/qualite-innovation/$slug')({
  params: { parse: ({ slug }) => ({ slug: paramOrNotFound(SlugSchema, slug) }) },
  loader: ({ context, params }) =>
    loadEditorialPage(context.queryClient, 'innovation', params.slug),
  head: ({ match, params }) =>
    cmsPageHead(
      match.context,
      { entity_type: 'innovation', slug: params.slug },
      { ogType: 'website' },
    ),
  pendingComponent: () => <PagePending label={t`Chargement de l’article…`} cards={0} />,
  errorComponent: PageLoadError,
  component: QualityInnovationDetailRoute,
});

function QualityInnovationDetailRoute() {
  const { slug } = Route.useParams();
  return <EditorialDetailPage entityType="innovation" slug={slug} />;
}
