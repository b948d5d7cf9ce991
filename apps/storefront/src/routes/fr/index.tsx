import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { shopQueryOptions } from '@shop/api-client';
import { routePath } from '@shop/domain';
import { cornerBrandAtom } from '../../shared/site';

export const Route = createFileRoute('/fr/')({
  // A corner site's home is /fr/index (SPEC.md §2 Home and catch-all).
  beforeLoad: () => {
    if (getDefaultStore().get(cornerBrandAtom) !== null) {
      throw redirect({ href: routePath('corner_index___fr'), replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(shopQueryOptions()),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.name }] : [] }),
  component: HomePage,
  pendingComponent: HomePending,
  errorComponent: HomeError,
});

function HomePage() {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  return (
    <>
      <h1>{shop.name}</h1>
      <p>
        <Trans>
          Compléments alimentaires en microbiotes, micronutrition, phytonutrition et nutrition.
        </Trans>
      </p>
    </>
  );
}

function HomePending() {
  return (
    <p role="status">
      <Trans>Chargement de la boutique…</Trans>
    </p>
  );
}

function HomeError() {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <div role="alert">
      <h1>{t`La boutique est momentanément indisponible`}</h1>
      <p>
        <Trans>Nous n’avons pas pu charger la boutique. Veuillez réessayer dans un instant.</Trans>
      </p>
      <button type="button" onClick={() => void router.invalidate()}>
        <Trans>Réessayer</Trans>
      </button>
    </div>
  );
}
