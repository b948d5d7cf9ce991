import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdvisersPage } from '../../features/advisers';
import { pageHead } from '../../shared/page';

// The numbers come from the site data the root route has already loaded.
export const Route = createFileRoute('/fr/interlocuteur')({
  head: () => pageHead(t`Qui peut vous conseiller ?`),
  component: AdvisersPage,
});
