import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';
import { SignUpForm } from './sign-up-form';
import type { OnSession } from './use-sign-up';
import './sign-up.css';

export interface SignUpPageProps {
  /** Starts the session the sign-up opened (the session feature's, from the route). */
  onSession: OnSession;
}

/** `/fr/inscription` (SPEC.md §2 Account): a new account with an e-mail. */
export function SignUpPage({ onSession }: SignUpPageProps) {
  const { t } = useLingui();
  return (
    <div className="page sign-up-page">
      <h1>{t`Créer un compte`}</h1>
      <div className="sign-up-page__intro">
        <p>
          <Trans>
            Vous avez reçu un code client par courrier ou sur une facture ?{' '}
            <AppLink to="/fr/inscription-par-code">Inscrivez-vous avec votre code client</AppLink>.
          </Trans>
        </p>
        <p>
          <Trans>
            Vous avez déjà un compte ? <AppLink to="/fr/connexion">Connectez-vous</AppLink>.
          </Trans>
        </p>
      </div>
      <SignUpForm onSession={onSession} />
    </div>
  );
}
