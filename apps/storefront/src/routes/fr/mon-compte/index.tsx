import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountDashboard } from '../../../features/account-dashboard';
import { pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/')({
  head: () => pageHead(t`Mon compte`),
  component: AccountDashboard,
});
