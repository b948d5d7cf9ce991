export { ErrorPage, type ErrorStatus } from './error-page';
export { FallbackBoundary } from './fallback-boundary';
export { errorStatusOf, RouteError } from './route-error';
export { watchChunkFailures } from './chunk-reload';
