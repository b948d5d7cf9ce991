/* Filled by issue 5: the orders calls' schemas. */
export {};
