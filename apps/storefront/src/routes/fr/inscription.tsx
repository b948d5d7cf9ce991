import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/sign-up';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { SignUpSearchSchema } from '../../features/sign-up/sign-up-search';
import { pageCanonicalUrl, pageHead } from '../../shared/page';
import { onwardWhenLoggedIn, useStartSession } from '../../features/session';

/** Route `sign_up___fr`. Someone already logged in has an account: on to the page wanted. */
export const Route = createFileRoute('/fr/inscription')({
  validateSearch: SignUpSearchSchema,
  beforeLoad: onwardWhenLoggedIn,
  head: ({ match }) =>
    pageHead(
      t`Créer un compte`,
      t`Créez votre compte client avec votre adresse e-mail.`,
      pageCanonicalUrl(match),
    ),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { redirect } = Route.useSearch();
  const startSession = useStartSession();
  return <SignUpPage onSession={(session, now) => startSession(session, now, redirect)} />;
}
