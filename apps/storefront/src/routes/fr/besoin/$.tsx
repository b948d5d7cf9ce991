import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadNeed, NeedPage } from '../../../features/needs';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

/** `/fr/besoin/{slug}`: a splat, as a sub-need may be written `parent/child`. */
export const Route = createFileRoute('/fr/besoin/$')({
  loader: ({ context, params }) => loadNeed(context.queryClient, params._splat ?? ''),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.label, loaderData.description) : {}),
  pendingComponent: () => <PagePending label={t`Chargement du besoin…`} />,
  errorComponent: PageLoadError,
  component: NeedRoute,
});

function NeedRoute() {
  const need = Route.useLoaderData();
  return <NeedPage slug={need.slug} />;
}
