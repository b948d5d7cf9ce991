/* Filled by issue 5: the identity calls' schemas. */
export {};
