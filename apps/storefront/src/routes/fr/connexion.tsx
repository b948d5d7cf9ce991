import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/login';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { LoginSearchSchema } from '../../features/login/login-search';
import { pageCanonicalUrl, pageHead } from '../../shared/page';
import { onwardWhenLoggedIn, useStartSession } from '../../features/session';

/** Route `login___fr`. Someone already logged in goes straight to the page they wanted. */
export const Route = createFileRoute('/fr/connexion')({
  validateSearch: LoginSearchSchema,
  beforeLoad: onwardWhenLoggedIn,
  head: ({ match }) =>
    pageHead(t`Connexion`, t`Connectez-vous à votre compte client.`, pageCanonicalUrl(match)),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const startSession = useStartSession();
  return (
    <LoginPage
      redirect={redirect}
      onSession={(session, now) => startSession(session, now, redirect)}
    />
  );
}
