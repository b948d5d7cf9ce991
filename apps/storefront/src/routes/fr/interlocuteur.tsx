import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdvisersPage } from '../../features/advisers';
import { ADVISERS_PAGE } from '../../features/advisers/advisers-page-copy';
import { pageHead } from '../../shared/page';

// The numbers come from the site data the root route has already loaded.
export const Route = createFileRoute('/fr/interlocuteur')({
  head: () => pageHead(t(ADVISERS_PAGE.title), t(ADVISERS_PAGE.intro)),
  component: AdvisersPage,
});
