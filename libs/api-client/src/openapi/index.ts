/**
 * The OpenAPI document of the shop API as the gateway serves it, built from the contract's
 * operation table (ARCHITECTURE.md §3). Its own entry point: only the servers load
 * `@valibot/to-json-schema`.
 */
export {
  buildOpenApiDocument,
  documentMethodOf,
  documentPathOf,
  type OpenApiDocument,
} from './build-document';
export { INTRODUCTION } from './introduction';
