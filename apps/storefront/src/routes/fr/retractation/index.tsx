import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '../../../features/withdrawal-form';
import { pageHead } from '../../../shared/page';

/** Route `withdrawal___fr`. */
export const Route = createFileRoute('/fr/retractation/')({
  head: () =>
    pageHead(
      t`Formulaire de rétractation`,
      t`Exercez votre droit de rétractation de 14 jours sur une commande.`,
    ),
  component: WithdrawalPage,
});
