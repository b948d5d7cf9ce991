import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { orderQueryOptions } from '@shop/api-client';
import { OrderIdSchema } from '@shop/domain';
import { OrderDetailPage } from '../../../../features/account-orders';
import { PageLoadError, PagePending, pageHead } from '../../../../shared/page';
import { orNotFound, paramOrNotFound } from '../../../../shared/routing';

export const Route = createFileRoute('/fr/mon-compte/commande/$id')({
  params: { parse: ({ id }) => ({ id: paramOrNotFound(OrderIdSchema, id) }) },
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(orderQueryOptions(params.id))),
  head: ({ loaderData }) =>
    loaderData ? pageHead(t`Commande ${loaderData.number}`) : pageHead(t`Ma commande`),
  pendingComponent: () => <PagePending label={t`Chargement de la commande…`} cards={0} />,
  errorComponent: PageLoadError,
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  return <OrderDetailPage id={id} />;
}
