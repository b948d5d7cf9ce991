import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '../routing';
import { useHomePath } from '../site';

export interface ConfirmationPageProps {
  /** The page's heading, translated. */
  title: string;
  /** What was recorded and what comes next, as paragraphs. */
  children: ReactNode;
}

/** The page a form leads to once sent (contact, newsletter, withdrawal): then home. */
export function ConfirmationPage({ title, children }: ConfirmationPageProps) {
  const home = useHomePath();
  return (
    <div className="page">
      <h1>{title}</h1>
      <div className="form-notice">{children}</div>
      <p>
        <AppLink to={home}>
          <Trans>Retour à l’accueil</Trans>
        </AppLink>
      </p>
    </div>
  );
}
