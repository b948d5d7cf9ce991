import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalConfirmationPage } from '../../../features/withdrawal-form';
import { pageHead } from '../../../shared/page';

/** Route `withdrawal_confirmation___fr`. */
export const Route = createFileRoute('/fr/retractation/confirmation')({
  head: () => pageHead(t`Demande de rétractation envoyée`),
  component: WithdrawalConfirmationPage,
});
