import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdviceThemesPage, loadAdviceThemes } from '../../../features/editorial';
import { ADVICE_THEMES_PAGE } from '../../../features/editorial/advice-themes-page-copy';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../../shared/page';

export const Route = createFileRoute('/fr/conseils/')({
  loader: ({ context }) => loadAdviceThemes(context.queryClient),
  head: ({ match }) =>
    pageHead(t(ADVICE_THEMES_PAGE.title), t(ADVICE_THEMES_PAGE.intro), pageCanonicalUrl(match)),
  pendingComponent: () => <PagePending label={t`Chargement des conseils…`} />,
  errorComponent: PageLoadError,
  component: AdviceThemesPage,
});
