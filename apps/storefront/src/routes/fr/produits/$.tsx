import { t } from '@lingui/core/macro';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { productFiltersQueryOptions, productsQueryOptions } from '@shop/api-client';
import { listSplat } from '@shop/domain';
import { ProductListPage } from '../../../features/product-list';
// The loader's pure rules by their own module: through the feature's index they would pull
// the page's components and CSS into the entry chunk.
import {
  filtersQueryOf,
  pageCountOf,
  productsQueryOf,
  readListPath,
} from '../../../features/product-list/list-state';
import { listTitle } from '../../../features/product-list/list-title';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../../shared/page';
import { allCalls } from '../../../shared/routing';

/**
 * The product list (SPEC.md §2): `/fr/produits` then the page, filter and sort segments.
 * A splat that names no list is the 404 page; the same list written another way redirects
 * to its one canonical address.
 */
export const Route = createFileRoute('/fr/produits/$')({
  beforeLoad: ({ params }) => {
    const reading = readListPath(params._splat ?? '');
    if (reading.kind === 'not-found') throw notFound();
    if (reading.kind === 'redirect') {
      throw redirect({
        to: '/fr/produits/$',
        params: { _splat: listSplat(reading.segments) },
        replace: true,
      });
    }
    return { listState: reading.state };
  },
  loader: async ({ context: { queryClient, listState } }) => {
    const [list, filters] = await allCalls([
      queryClient.ensureQueryData(productsQueryOptions(productsQueryOf(listState))),
      queryClient.ensureQueryData(productFiltersQueryOptions(filtersQueryOf(listState))),
    ]);
    if (listState.page > pageCountOf(list.total)) throw notFound();
    return { title: listTitle(listState, filters) };
  },
  // The list's filters and page are in its path (`/fr/produits/-p--2/-brands--lactea`).
  head: ({ loaderData, match }) =>
    pageHead(
      loaderData?.title ?? t`Nos produits`,
      t`Tous nos compléments alimentaires, à choisir par besoin, marque, catégorie, prix ou label.`,
      pageCanonicalUrl(match),
    ),
  pendingComponent: () => <PagePending label={t`Chargement des produits…`} />,
  errorComponent: PageLoadError,
  component: ProductListRoute,
});

function ProductListRoute() {
  const listState = Route.useRouteContext({ select: (context) => context.listState });
  return <ProductListPage state={listState} />;
}
