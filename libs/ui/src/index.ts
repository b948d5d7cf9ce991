export { SkipLink } from './skip-link';
export { brandTokens, contrastRatio, type BrandTokens } from './theme/brand-theme';
export {
  Breadcrumb,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './breadcrumb/breadcrumb';
export {
  IMAGE_WIDTHS,
  mediaSrcSet,
  mediaUrl,
  ResponsiveImage,
  type ImageFormat,
  type ResponsiveImageProps,
} from './image/responsive-image';
export {
  Pagination,
  type PaginationLinkProps,
  type PaginationProps,
} from './pagination/pagination';
