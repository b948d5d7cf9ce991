import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgottenPasswordPage } from '../../features/password-reset';
import { pageHead } from '../../shared/page';

/** Route `forgotten_password___fr`. */
export const Route = createFileRoute('/fr/mot-de-passe-oublie')({
  head: () => pageHead(t`Mot de passe oublié`),
  component: ForgottenPasswordPage,
});
