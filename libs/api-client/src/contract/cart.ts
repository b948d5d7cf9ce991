/* Filled by issue 5: the cart calls' schemas. */
export {};
