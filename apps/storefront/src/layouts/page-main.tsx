import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SkipLink } from '@shop/ui';
import './layout.css';

export const CONTENT_ID = 'contenu';

/** The skip link, always the first stop of the keyboard, and the target it leads to. */
export function SkipToContent() {
  return (
    <SkipLink targetId={CONTENT_ID}>
      <Trans>Aller au contenu</Trans>
    </SkipLink>
  );
}

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id={CONTENT_ID} className="site-main" tabIndex={-1}>
      {children}
    </main>
  );
}
