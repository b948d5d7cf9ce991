import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LoginForm } from './login-form';
import type { OnSession } from './use-login';
import './login-page.css';

export interface LoginPageProps {
  /** The page asked before logging in (`?redirect=`), followed only if it is ours. */
  redirect: string | undefined;
  /** Starts the session the login opened (the session feature's, from the route). */
  onSession: OnSession;
}

/** `/fr/connexion` (SPEC.md §2 Account): the login form, and the way to an account. */
export function LoginPage({ redirect, onSession }: LoginPageProps) {
  const { t } = useLingui();
  const title = t`Connexion`;
  return (
    <div className="page login-page">
      <h1>{title}</h1>
      <div className="login-page__columns">
        <section className="login-page__section" aria-labelledby="login-existing">
          <h2 id="login-existing">
            <Trans>Déjà client ?</Trans>
          </h2>
          <LoginForm onSession={onSession} />
        </section>
        <section className="login-page__section" aria-labelledby="login-new">
          <h2 id="login-new">
            <Trans>Nouveau client ?</Trans>
          </h2>
          <p>
            <Trans>
              Créez votre compte pour suivre vos commandes, retrouver vos produits et vos pharmacies
              favoris.
            </Trans>
          </p>
          {/* Signing up from here leads on where logging in would have (the checkout). */}
          <Link to="/fr/inscription" search={{ redirect }} className="button button--secondary">
            <Trans>Créer un compte</Trans>
          </Link>
          <p>
            <Trans>
              Déjà client du laboratoire par téléphone ou par courrier ?{' '}
              <Link to="/fr/inscription-par-code" search={{ redirect }}>
                Créez votre compte avec votre numéro client
              </Link>
              .
            </Trans>
          </p>
        </section>
      </div>
    </div>
  );
}
