import { useRouter, useRouterState } from '@tanstack/react-router';
import { buildBreadcrumb, HOME_PATH, siteOrigin, type BreadcrumbInput } from '@shop/domain';
import { Breadcrumb, type BreadcrumbLinkProps } from '@shop/ui';
import { runtimeConfig, useHomePath } from '../site';
import { PathLink } from './href-link';

const EXACT = { exact: true } as const;

// Exact: the home crumb would otherwise count as active, and say `aria-current`, everywhere.
// The home crumb leads to the site's own home, a corner site's `/fr/index`; the
// BreadcrumbList keeps the main site's, as the canonical URLs do.
function RouterLink({ href, children }: BreadcrumbLinkProps) {
  const home = useHomePath();
  return (
    <PathLink path={href === HOME_PATH ? home : href} activeOptions={EXACT}>
      {children}
    </PathLink>
  );
}

/**
 * A page's breadcrumb (SPEC.md §2), built by libs/domain from the page type and entity, and
 * its BreadcrumbList: the page's one, on the main site's public origin as the canonical URL
 * (shared/page/entity-head.ts), from the deployment's base domain, not the request's host.
 */
export function PageBreadcrumb(input: BreadcrumbInput) {
  const baseDomain = useRouter().options.context?.baseDomain ?? runtimeConfig().baseDomain;
  return (
    <Breadcrumb crumbs={buildBreadcrumb(input)} origin={siteOrigin(baseDomain)} link={RouterLink} />
  );
}

/**
 * The breadcrumb of a page of no tree (search results, pharmacy finder, quiz, contact, CMS
 * pages): home, then the page, at the address it was reached by.
 */
export function StandalonePageBreadcrumb({ title }: { title: string }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <PageBreadcrumb pageType="page" entity={{ label: { text: title }, path }} />;
}
