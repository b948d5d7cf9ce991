type SyncStringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the server reads and writes in place of the browser's storage: nothing. */
const NO_STORAGE: SyncStringStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The browser's storage for jotai's persisted atoms; on the server, where there is none,
 * the page renders with each atom's initial value.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): SyncStringStorage {
  return typeof globalThis[kind] === 'undefined' ? NO_STORAGE : globalThis[kind];
}
