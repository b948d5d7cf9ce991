import { t } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { CornerHome, loadCornerHome } from '../../features/brands';
import { PageLoadError, PagePending, pageHead } from '../../shared/page';
import { cornerBrandAtom } from '../../shared/site';

/**
 * The corner site's home (SPEC.md §2 Home and catch-all): `/fr/index` on
 * `{brand}.{BASE_DOMAIN}`. On the main site the address means nothing: home.
 */
export const Route = createFileRoute('/fr/index')({
  // The page's store: the browser's default one, the request's own on the server.
  beforeLoad: ({ context }) => {
    const corner = context.store.get(cornerBrandAtom);
    if (corner === null) throw redirect({ to: '/fr/', replace: true });
    return { cornerSlug: corner.slug };
  },
  loader: ({ context }) => loadCornerHome(context.queryClient, context.cornerSlug),
  // As the corner's other pages: a title and a description, no canonical link on the
  // main site (entityHead's), where this address leads home.
  head: ({ loaderData: brand }) => (brand ? pageHead(brand.name, brand.description) : {}),
  pendingComponent: () => <PagePending label={t`Chargement de la marque…`} />,
  errorComponent: PageLoadError,
  component: CornerHomeRoute,
});

function CornerHomeRoute() {
  const brand = Route.useLoaderData();
  return <CornerHome slug={brand.slug} />;
}
