import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgottenPasswordPage } from '../../features/password-reset';
import { FORGOTTEN_PASSWORD_PAGE } from '../../features/password-reset/forgotten-password-page-copy';
import { pageCanonicalUrl, pageHead } from '../../shared/page';

/** Route `forgotten_password___fr`. */
export const Route = createFileRoute('/fr/mot-de-passe-oublie')({
  head: ({ match }) =>
    pageHead(
      t(FORGOTTEN_PASSWORD_PAGE.title),
      t(FORGOTTEN_PASSWORD_PAGE.intro),
      pageCanonicalUrl(match),
    ),
  component: ForgottenPasswordPage,
});
