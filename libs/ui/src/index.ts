export { SkipLink } from './skip-link';
export { brandTokens, contrastRatio, type BrandTokens } from './theme/brand-theme';
export {
  Breadcrumb,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './breadcrumb/breadcrumb';
