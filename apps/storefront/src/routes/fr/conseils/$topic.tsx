import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SlugSchema } from '@shop/domain';
import { AdviceThemePage, loadAdviceTheme } from '../../../features/editorial';
import { cmsPageHead, PageLoadError, PagePending } from '../../../shared/page';
import { paramOrNotFound } from '../../../shared/routing';

export const Route = createFileRoute('/fr/conseils/$topic')({
  params: { parse: ({ topic }) => ({ topic: paramOrNotFound(SlugSchema, topic) }) },
  loader: ({ context, params }) => loadAdviceTheme(context.queryClient, params.topic),
  head: ({ match, params }) =>
    cmsPageHead(
      match.context,
      { entity_type: 'advice_theme', slug: params.topic },
      { ogType: 'website' },
    ),
  pendingComponent: () => <PagePending label={t`Chargement du thème…`} />,
  errorComponent: PageLoadError,
  component: AdviceThemeRoute,
});

function AdviceThemeRoute() {
  const { topic } = Route.useParams();
  return <AdviceThemePage topic={topic} />;
}
