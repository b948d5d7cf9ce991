/* Filled by issue 5: the addresses calls' schemas. */
export {};
