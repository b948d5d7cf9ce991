import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadSitemap, SitemapPage } from '../../features/sitemap';
import { SITEMAP_PAGE } from '../../features/sitemap/sitemap-page-copy';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../shared/page';

export const Route = createFileRoute('/fr/plan-du-site')({
  loader: ({ context }) => loadSitemap(context.queryClient),
  head: ({ match }) =>
    pageHead(t(SITEMAP_PAGE.title), t(SITEMAP_PAGE.intro), pageCanonicalUrl(match)),
  pendingComponent: () => <PagePending label={t`Chargement du plan du site…`} cards={0} />,
  errorComponent: PageLoadError,
  component: SitemapPage,
});
