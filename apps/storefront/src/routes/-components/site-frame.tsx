import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HOME_PATH } from '@shop/domain';
import { SkipLink } from '@shop/ui';
import './site-frame.css';

const CONTENT_ID = 'contenu';

/** The frame every page sits in until the full header and footer land (issue 7). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId={CONTENT_ID}>
        <Trans>Aller au contenu</Trans>
      </SkipLink>
      <header className="site-header">
        <Link to={HOME_PATH} className="site-header__home">
          <Trans>Accueil de la boutique</Trans>
        </Link>
      </header>
      <main id={CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          <Trans>Compléments alimentaires conçus et fabriqués en France.</Trans>
        </p>
      </footer>
    </>
  );
}
