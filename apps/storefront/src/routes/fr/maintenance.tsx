import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../../features/maintenance';

export const Route = createFileRoute('/fr/maintenance')({
  staticData: { layout: 'maintenance' },
  component: MaintenancePage,
});
