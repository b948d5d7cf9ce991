import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SlugSchema } from '@shop/domain';
import { EditorialDetailPage, loadEditorialPage } from '../../../features/editorial';
import { cmsPageHead, PageLoadError, PagePending } from '../../../shared/page';
import { paramOrNotFound } from '../../../shared/routing';

export const Route = createFileRoute('/fr/conseil/$slug')({
  params: { parse: ({ slug }) => ({ slug: paramOrNotFound(SlugSchema, slug) }) },
  loader: ({ context, params }) => loadEditorialPage(context.queryClient, 'advice', params.slug),
  head: ({ match, params }) =>
    cmsPageHead(match.context, { entity_type: 'advice', slug: params.slug }, { ogType: 'article' }),
  pendingComponent: () => <PagePending label={t`Chargement du conseil…`} cards={0} />,
  errorComponent: PageLoadError,
  component: AdviceArticleRoute,
});

function AdviceArticleRoute() {
  const { slug } = Route.useParams();
  return <EditorialDetailPage entityType="advice" slug={slug} />;
}
