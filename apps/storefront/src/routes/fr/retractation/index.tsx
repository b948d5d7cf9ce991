import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerServiceBlock } from '../../../features/customer-service';
import { WithdrawalPage } from '../../../features/withdrawal-form';
import { pageCanonicalUrl, pageHead } from '../../../shared/page';

/** Route `withdrawal___fr`: the form, and customer service for a request it cannot take. */
export const Route = createFileRoute('/fr/retractation/')({
  head: ({ match }) =>
    pageHead(
      t`Formulaire de rétractation`,
      t`Exercez votre droit de rétractation de 14 jours sur une commande.`,
      pageCanonicalUrl(match),
    ),
  component: WithdrawalRoute,
});

function WithdrawalRoute() {
  return <WithdrawalPage customerService={<CustomerServiceBlock variant="compact" />} />;
}
