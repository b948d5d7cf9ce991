/**
 * The path every shop API call begins with (ARCHITECTURE.md §3): where the shop API serves
 * them, and where the gateway serves them to the browser and to partners.
 */
export const API_PREFIX = '/api/v1';

/** The same with its slash: the base the calls' relative paths (`user/login`) go under. */
export const API_BASE = `${API_PREFIX}/`;
