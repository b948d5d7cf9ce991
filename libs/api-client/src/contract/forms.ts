/* Filled by issue 5: the forms calls' schemas. */
export {};
