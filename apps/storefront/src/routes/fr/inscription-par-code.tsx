import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CodeSignUpPage } from '../../features/sign-up';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { SignUpSearchSchema } from '../../features/sign-up/sign-up-search';
import { pageCanonicalUrl, pageHead } from '../../shared/page';
import { onwardWhenLoggedIn, useStartSession } from '../../features/session';

/** Route `sign_up_with_code___fr`. Someone already logged in has an account: on to the page wanted. */
export const Route = createFileRoute('/fr/inscription-par-code')({
  validateSearch: SignUpSearchSchema,
  beforeLoad: onwardWhenLoggedIn,
  head: ({ match }) =>
    pageHead(
      t`Créer un compte avec un code client`,
      t`Déjà client du laboratoire ? Créez votre compte avec le code client de votre courrier.`,
      pageCanonicalUrl(match),
    ),
  component: CodeSignUpRoute,
});

function CodeSignUpRoute() {
  const { redirect } = Route.useSearch();
  const startSession = useStartSession();
  return <CodeSignUpPage onSession={(session, now) => startSession(session, now, redirect)} />;
}
