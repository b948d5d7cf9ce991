import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { needsQueryOptions } from '@shop/api-client';
import { NeedsPage } from '../../features/needs';
import { NEEDS_PAGE } from '../../features/needs/needs-page-copy';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../shared/page';

export const Route = createFileRoute('/fr/besoins')({
  loader: ({ context }) => context.queryClient.ensureQueryData(needsQueryOptions()),
  head: ({ match }) => pageHead(t(NEEDS_PAGE.title), t(NEEDS_PAGE.intro), pageCanonicalUrl(match)),
  pendingComponent: () => <PagePending label={t`Chargement des besoins…`} />,
  errorComponent: PageLoadError,
  component: NeedsPage,
});
