import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadNeed, NeedPage } from '../../../features/needs';
import { routePath } from '@shop/domain';
import { entityHead, PageLoadError, PagePending } from '../../../shared/page';

/** `/fr/besoin/{slug}`: a splat, as a sub-need may be written `parent/child`. */
export const Route = createFileRoute('/fr/besoin/$')({
  loader: ({ context, params }) => loadNeed(context.queryClient, params._splat ?? ''),
  head: ({ loaderData: need, match }) => {
    if (!need) return {};
    const path = routePath('need_details___fr', { _splat: need.slug });
    return entityHead(
      {
        title: need.label,
        description: need.description,
        path,
        image: need.picto || null,
        ogType: 'website',
      },
      match.context,
    );
  },
  pendingComponent: () => <PagePending label={t`Chargement du besoin…`} />,
  errorComponent: PageLoadError,
  component: NeedRoute,
});

function NeedRoute() {
  const need = Route.useLoaderData();
  return <NeedPage slug={need.slug} />;
}
