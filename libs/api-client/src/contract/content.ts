/** The content calls of SPEC.md §7: request and reply schemas. */
export {
  ContentCodeParamsSchema,
  ContentIdParamsSchema,
  ENTITY_TYPES,
  EntityTypeSchema,
  NeedLinkSchema,
  PAGE_TYPES,
  PageTypeSchema,
  ProductLinkSchema,
  type ContentCodeParams,
  type ContentIdParams,
  type EntityType,
  type NeedLink,
  type PageType,
  type ProductLink,
} from './content/common';
export * from './content/engagement';
export * from './content/pages';
export * from './content/reference';
export * from './content/urls';
