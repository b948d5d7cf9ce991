/** The catalogue calls of SPEC.md §7: request and reply schemas. */
export * from './catalogue/common';
export * from './catalogue/evaluations';
export * from './catalogue/needs-brands';
export * from './catalogue/products';
export * from './catalogue/search';
