import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { breadcrumbJsonLd, type Crumb } from '@shop/domain';
import { describeBreadcrumbCode, describeCrumbLabel } from '@shop/i18n';
import './breadcrumb.css';

export interface BreadcrumbLinkProps {
  href: string;
  children: ReactNode;
}

export interface BreadcrumbProps {
  crumbs: readonly Crumb[];
  /** The page's origin, for the structured data's absolute URLs. */
  origin: string;
  /** How a crumb links: the app's router link (this library does not route). */
  link: ComponentType<BreadcrumbLinkProps>;
}

/**
 * The breadcrumb of SPEC.md §2: a navigation landmark listing the crumbs, the last one
 * the current page (not a link), and the same crumbs as schema.org BreadcrumbList data.
 */
export function Breadcrumb({ crumbs, origin, link: CrumbLink }: BreadcrumbProps) {
  const { t } = useLingui();
  const jsonLd = JSON.stringify(breadcrumbJsonLd(crumbs, origin, describeBreadcrumbCode));
  return (
    <nav className="breadcrumb" aria-label={t`Fil d’Ariane`}>
      <ol className="breadcrumb__list">
        {crumbs.map((crumb) => (
          <li key={crumb.path} className="breadcrumb__item">
            {crumb.current ? (
              <span aria-current="page">{describeCrumbLabel(crumb.label)}</span>
            ) : (
              <CrumbLink href={crumb.path}>{describeCrumbLabel(crumb.label)}</CrumbLink>
            )}
          </li>
        ))}
      </ol>
      {/* Data, not code: the CSP does not apply to it; `<` is escaped against markup injection. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd.replaceAll('<', '\\u003c') }}
      />
    </nav>
  );
}
