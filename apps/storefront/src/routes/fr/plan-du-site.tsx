import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadSitemap, SitemapPage } from '../../features/sitemap';
import { PageLoadError, PagePending, pageHead } from '../../shared/page';

export const Route = createFileRoute('/fr/plan-du-site')({
  loader: ({ context }) => loadSitemap(context.queryClient),
  head: () => pageHead(t`Plan du site`),
  pendingComponent: () => <PagePending label={t`Chargement du plan du site…`} cards={0} />,
  errorComponent: PageLoadError,
  component: SitemapPage,
});
