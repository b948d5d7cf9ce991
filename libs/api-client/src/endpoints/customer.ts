// Filled by the account issue (9).
export {};
