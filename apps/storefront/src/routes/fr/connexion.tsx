import { t } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirectTarget } from '@shop/domain';
import { LoginPage } from '../../features/login';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { LoginSearchSchema } from '../../features/login/login-search';
import { pageHead } from '../../shared/page';
import { hasSessionCookie } from '../../shared/state';

/** Route `login___fr`. Someone already logged in goes straight to the page they wanted. */
export const Route = createFileRoute('/fr/connexion')({
  validateSearch: LoginSearchSchema,
  beforeLoad: ({ search }) => {
    if (hasSessionCookie()) {
      throw redirect({
        href: safeRedirectTarget(search.redirect, window.location.origin),
        replace: true,
      });
    }
  },
  head: () => pageHead(t`Connexion`, t`Connectez-vous à votre compte client.`),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage redirect={Route.useSearch().redirect} />;
}
