export { allCalls } from './all-calls';
export { AppLink } from './app-link';
export { PageBreadcrumb, StandalonePageBreadcrumb } from './page-breadcrumb';
export { paramOrNotFound } from './route-param';
export { queryHref } from './query-href';
export { isNotFoundReply, orNotFound, orNull } from './or-not-found';
export { HrefLink, PathLink } from './href-link';
export { SEARCH_FORM_ACTION, SEARCH_TEXT_PARAM, resultsSplat } from './results-address';
