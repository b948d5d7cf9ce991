import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { CustomerCodeMatch } from '@shop/api-client';
import { civilityOrNone } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import { CustomerCodeForm } from './customer-code-form';
import { SignUpForm } from './sign-up-form';
import type { OnSession } from './use-sign-up';

import './sign-up.css';

export interface CodeSignUpPageProps {
  /** Starts the session the sign-up opened (the session feature's, from the route). */
  onSession: OnSession;
}

/**
 * `/fr/inscription-par-code` (SPEC.md §2 Account): a customer the laboratory knows gets a
 * web account. Step 1 confirms the code with the last name; step 2 is the account form,
 * prefilled from the customer file. The step lives in the page, not the URL: step 2
 * means nothing without the match of step 1.
 */
export function CodeSignUpPage({ onSession }: CodeSignUpPageProps) {
  const { t } = useLingui();
  const [match, setMatch] = useState<CustomerCodeMatch | null>(null);
  return (
    <div className="page sign-up-page">
      <h1>{t`Créer un compte avec un code client`}</h1>
      {match === null ? (
        <section aria-labelledby="sign-up-code-step">
          <h2 id="sign-up-code-step">{t`Étape 1 sur 2 : votre code client`}</h2>
          <div className="sign-up-page__intro">
            <p>
              <Trans>
                Pas de code client ?{' '}
                <AppLink to="/fr/inscription">Inscrivez-vous avec votre adresse e-mail</AppLink>.
              </Trans>
            </p>
          </div>
          <CustomerCodeForm onMatch={setMatch} />
        </section>
      ) : (
        <AccountStep match={match} onSession={onSession} />
      )}
    </div>
  );
}

function AccountStep({ match, onSession }: { match: CustomerCodeMatch; onSession: OnSession }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form of step 1 is gone with the focus it held: the new step's title takes it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="sign-up-account-step">
      <h2 id="sign-up-account-step" ref={heading} tabIndex={-1} className="sign-up-page__step">
        {t`Étape 2 sur 2 : votre compte`}
      </h2>
      <p className="sign-up-page__intro">
        <Trans>
          Code client {match.cegid_id} confirmé. Vérifiez vos informations et choisissez vos
          identifiants.
        </Trans>
      </p>
      <SignUpForm
        onSession={onSession}
        customerCode={match.cegid_id}
        initial={{
          civility: civilityOrNone(match.civility),
          firstname: match.firstname,
          lastname: match.lastname,
        }}
      />
    </section>
  );
}
