import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '../../../features/checkout-result';
import { loadConfirmation } from '../../../features/checkout-result/load-confirmation';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { ConfirmationSearchSchema } from '../../../features/checkout-result/result-search';
import { guarded } from '../../../features/session';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

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
  pendingComponent: () => <PagePending label={t`Chargement de votre commande…`} cards={0} />,
  errorComponent: PageLoadError,
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  return <ConfirmationPage orderId={Route.useSearch().order} />;
}
