import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '../../../features/checkout-result';
import { loadConfirmation } from '../../../features/checkout-result/load-confirmation';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { ConfirmationSearchSchema } from '../../../features/checkout-result/result-search';
import { guarded } from '../../../features/session';
import { PageLoadError, PagePending, pageHead, StoredStatePage } from '../../../shared/page';

/** Route `order_confirmation___fr`: the order comes from `?order=`, so a reload shows it. */
export const Route = createFileRoute('/fr/commande/confirmation')({
  staticData: { layout: 'order-pipe' },
  validateSearch: ConfirmationSearchSchema,
  beforeLoad: guarded('authenticated'),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: async ({ context, deps }) => {
    if (deps.order !== undefined) await loadConfirmation(context.queryClient, deps.order);
  },
  head: () => pageHead(t`Confirmation de commande`),
  pendingComponent: ConfirmationPending,
  errorComponent: PageLoadError,
  component: ConfirmationRoute,
});

function ConfirmationPending() {
  return <PagePending label={t`Chargement de votre commande…`} cards={0} />;
}

function ConfirmationRoute() {
  const { order } = Route.useSearch();
  return (
    <StoredStatePage pending={<ConfirmationPending />}>
      <ConfirmationPage orderId={order} />
    </StoredStatePage>
  );
}
