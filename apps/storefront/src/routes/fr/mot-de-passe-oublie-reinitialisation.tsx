import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/password-reset';
// The search rule from its own file: the feature's index would bring the pages into the entry.
import { ResetPasswordSearchSchema } from '../../features/password-reset/reset-search';
import { pageHead } from '../../shared/page';

/** Route `reset_password___fr`: the page of the e-mailed link. */
export const Route = createFileRoute('/fr/mot-de-passe-oublie-reinitialisation')({
  validateSearch: ResetPasswordSearchSchema,
  head: () => pageHead(t`Nouveau mot de passe`),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage token={Route.useSearch().token} />;
}
