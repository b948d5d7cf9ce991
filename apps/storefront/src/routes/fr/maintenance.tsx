import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../../features/maintenance';
import { pageHead } from '../../shared/page';

export const Route = createFileRoute('/fr/maintenance')({
  staticData: { layout: 'maintenance' },
  head: () => pageHead(t`Boutique en maintenance`),
  component: MaintenancePage,
});
