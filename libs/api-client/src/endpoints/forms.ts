// Filled by the checkout issue (10).
export {};
