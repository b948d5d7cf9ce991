export { cmsPageHead, type CmsPageKind } from './cms-page-head';
export { ConfirmationPage, type ConfirmationPageProps } from './confirmation-page';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { pageCanonicalUrl, siteUrl, type HeadContext, type HeadMatch } from './canonical-url';
export { entityHead, type EntityHead } from './entity-head';
export { documentTitle, NOT_INDEXED, pageHead, pagedTitle, unlistedPageHead } from './page-head';
export { PageLoadError } from './page-load-error';
export { PagePending, type PagePendingProps } from './page-pending';
export { StoredStatePage } from './stored-state-page';
