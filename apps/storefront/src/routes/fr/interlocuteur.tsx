import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdvisersPage } from '../../features/advisers';
import { ADVISERS_PAGE } from '../../features/advisers/advisers-page-copy';
import { pageCanonicalUrl, pageHead } from '../../shared/page';

// The numbers come from the site data the root route has already loaded.
export const Route = createFileRoute('/fr/interlocuteur')({
  head: ({ match }) =>
    pageHead(t(ADVISERS_PAGE.title), t(ADVISERS_PAGE.intro), pageCanonicalUrl(match)),
  component: AdvisersPage,
});
