/* Filled by issue 5: the favourites calls' schemas. */
export {};
