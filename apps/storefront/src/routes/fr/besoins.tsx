import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { needsQueryOptions } from '@shop/api-client';
import { NeedsPage } from '../../features/needs';
import { PageLoadError, PagePending, pageHead } from '../../shared/page';

export const Route = createFileRoute('/fr/besoins')({
  loader: ({ context }) => context.queryClient.ensureQueryData(needsQueryOptions()),
  head: () => pageHead(t`Nos besoins`),
  pendingComponent: () => <PagePending label={t`Chargement des besoins…`} />,
  errorComponent: PageLoadError,
  component: NeedsPage,
});
