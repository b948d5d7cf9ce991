import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutErrorPage } from '../../../features/checkout-result';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { CheckoutErrorSearchSchema } from '../../../features/checkout-result/result-search';
import { pageHead } from '../../../shared/page';

/** Route `order_error___fr`: a checkout or payment that could not go through. */
export const Route = createFileRoute('/fr/commande/erreur')({
  staticData: { layout: 'order-pipe' },
  validateSearch: CheckoutErrorSearchSchema,
  head: () => pageHead(t`Erreur de commande`),
  component: CheckoutErrorRoute,
});

function CheckoutErrorRoute() {
  return <CheckoutErrorPage reason={Route.useSearch().reason} />;
}
