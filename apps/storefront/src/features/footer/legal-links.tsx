import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { contentSlug } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import './legal-links.css';

/**
 * Terms of sale, legal notice and data protection: in every footer, the order pipe's too
 * (SPEC.md §1, §2 Layouts). `extra` adds items after them (the site map, the cookie button).
 */
export function LegalLinks({ extra }: { extra?: ReactNode }) {
  return (
    <ul className="footer-legal">
      <li>
        <AppLink
          to="/fr/$slug"
          params={{ slug: contentSlug('terms_of_sale___fr') }}
          className="footer-legal__link"
        >
          <Trans>Conditions générales de vente</Trans>
        </AppLink>
      </li>
      <li>
        <AppLink
          to="/fr/$slug"
          params={{ slug: contentSlug('legal_mention___fr') }}
          className="footer-legal__link"
        >
          <Trans>Mentions légales</Trans>
        </AppLink>
      </li>
      <li>
        <AppLink
          to="/fr/$slug"
          params={{ slug: contentSlug('data_protection___fr') }}
          className="footer-legal__link"
        >
          <Trans>Protection des données</Trans>
        </AppLink>
      </li>
      {extra}
    </ul>
  );
}
