import { t } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { homepageQueryOptions, shopQueryOptions } from '@shop/api-client';
import { HOME_PATH } from '@shop/domain';
import { HomeError, HomePage } from '../../features/home';
// By its own module: through the feature's index it would pull the home's components and
// CSS into the entry chunk.
import { homeProductsQueryOptions } from '../../features/home/home-queries';
import { entityHead, PagePending } from '../../shared/page';
import { cornerBrandAtom } from '../../shared/site';
import { allCalls } from '../../shared/routing';

export const Route = createFileRoute('/fr/')({
  // A corner site's home is /fr/index (SPEC.md §2 Home and catch-all).
  // The page's store: the browser's default one, the request's own on the server.
  beforeLoad: ({ context }) => {
    if (context.store.get(cornerBrandAtom) !== null) {
      throw redirect({ to: '/fr/index', replace: true });
    }
  },
  // Every call at once: the sections must not wait for each other.
  loader: async ({ context: { queryClient } }) => {
    const [shop, homepage] = await allCalls([
      queryClient.ensureQueryData(shopQueryOptions()),
      queryClient.ensureQueryData(homepageQueryOptions()),
      queryClient.ensureQueryData(homeProductsQueryOptions('promoted')),
      queryClient.ensureQueryData(homeProductsQueryOptions('new')),
    ]);
    return { name: shop.name, image: homepage.hero.image.url };
  },
  // The home's title is the shop's name alone, as search engines show it; a link to it
  // shared shows the hero's image.
  head: ({ loaderData, match }) =>
    loaderData
      ? entityHead(
          {
            title: loaderData.name,
            bareTitle: true,
            description: t`${loaderData.name} : compléments alimentaires et conseils santé, livrés chez vous ou en point relais, et en vente dans plus de 9 000 pharmacies partenaires.`,
            path: HOME_PATH,
            image: loaderData.image,
            ogType: 'website',
          },
          match.context,
        )
      : {},
  component: HomePage,
  pendingComponent: () => <PagePending label={t`Chargement de la boutique…`} />,
  errorComponent: HomeError,
});
