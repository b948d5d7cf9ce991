/**
 * The path every shop API call begins with (ARCHITECTURE.md §3): where the shop API serves
 * them, and where the gateway serves them to the browser and to partners.
 */
export const API_PREFIX = '/api/v1';
