import { Link, useRouter } from '@tanstack/react-router';
import { buildBreadcrumb, type BreadcrumbInput } from '@shop/domain';
import { Breadcrumb, type BreadcrumbLinkProps } from '@shop/ui';

const EXACT = { exact: true } as const;

// Exact: the home crumb would otherwise count as active, and say `aria-current`, everywhere.
const RouterLink = ({ href, children }: BreadcrumbLinkProps) => (
  <Link to={href as '/'} activeOptions={EXACT}>
    {children}
  </Link>
);

/** A page's breadcrumb (SPEC.md §2), built by libs/domain from the page type and entity. */
export function PageBreadcrumb(input: BreadcrumbInput) {
  // The router's origin: the request's on the server, the page's in the browser.
  const { origin } = useRouter();
  return <Breadcrumb crumbs={buildBreadcrumb(input)} origin={origin} link={RouterLink} />;
}
