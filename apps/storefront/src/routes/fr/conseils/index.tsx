import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdviceThemesPage, loadAdviceThemes } from '../../../features/editorial';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/conseils/')({
  loader: ({ context }) => loadAdviceThemes(context.queryClient),
  head: () => pageHead(t`Nos conseils santé`),
  pendingComponent: () => <PagePending label={t`Chargement des conseils…`} />,
  errorComponent: PageLoadError,
  component: AdviceThemesPage,
});
