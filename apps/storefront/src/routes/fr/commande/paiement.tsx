import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { paymentMethodsQueryOptions } from '@shop/api-client';
import { PaymentPage } from '../../../features/checkout-payment';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { PaymentSearchSchema } from '../../../features/checkout-payment/payment-search';
import { guarded } from '../../../features/session';
import { PageLoadError, PagePending, pageHead, StoredStatePage } from '../../../shared/page';

/**
 * Route `order_payment___fr`. With the provider's `token` nothing is loaded ahead: the
 * page reads the payment's outcome, and never the cart (SPEC.md §4 Cart).
 */
export const Route = createFileRoute('/fr/commande/paiement')({
  staticData: { layout: 'order-pipe' },
  validateSearch: PaymentSearchSchema,
  beforeLoad: guarded('authenticated'),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    if (deps.token === undefined) {
      await context.queryClient.ensureQueryData(paymentMethodsQueryOptions());
    }
  },
  head: () => pageHead(t`Paiement`),
  pendingComponent: PaymentPending,
  errorComponent: PageLoadError,
  component: PaymentRoute,
});

function PaymentPending() {
  return <PagePending label={t`Chargement du paiement…`} cards={0} />;
}

function PaymentRoute() {
  const { token } = Route.useSearch();
  return (
    <StoredStatePage pending={<PaymentPending />}>
      <PaymentPage token={token} />
    </StoredStatePage>
  );
}
