import { createFileRoute } from '@tanstack/react-router';
import { AccountDashboard } from '../../../features/account-dashboard';

export const Route = createFileRoute('/fr/mon-compte/')({
  component: AccountDashboard,
});
