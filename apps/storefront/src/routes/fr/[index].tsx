import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { brandQueryOptions } from '@shop/api-client';
import { HOME_PATH } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import { cornerBrandAtom } from '../../shared/site';

/**
 * The corner site's home (SPEC.md §2 Home and catch-all): `/fr/index` on
 * `{brand}.{BASE_DOMAIN}`. On the main site the address means nothing: home.
 */
export const Route = createFileRoute('/fr/index')({
  // The page's store: the browser's default one, the request's own on the server.
  beforeLoad: ({ context }) => {
    const corner = context.store.get(cornerBrandAtom);
    if (corner === null) throw redirect({ href: HOME_PATH, replace: true });
    return { cornerSlug: corner.slug };
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(brandQueryOptions(context.cornerSlug)),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.name }] : [] }),
  component: CornerHome,
});

function CornerHome() {
  const { cornerSlug } = Route.useRouteContext();
  const { data: brand } = useSuspenseQuery(brandQueryOptions(cornerSlug));
  return (
    <section className="corner-home" aria-labelledby="corner-home-title">
      <h1 id="corner-home-title">{brand.name}</h1>
      <p>{brand.description}</p>
      <p>
        <AppLink
          route="products___fr"
          params={{ segments: { filters: [{ name: 'brands', value: brand.slug }] } }}
        >
          <Trans>
            Voir les {brand.product_count} produits {brand.name}
          </Trans>
        </AppLink>
      </p>
    </section>
  );
}
