type SyncStringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the server reads and writes in place of the browser's storage: nothing. */
const NO_STORAGE: SyncStringStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * Whether persisted atoms read their stored value as the page first renders. Not when the
 * browser hydrates a server-rendered page (the router's dehydrated state is there): the
 * server had no storage, so the first render must draw the initial values as it did;
 * the stored ones follow once mounted (issue 29 follow-up: render them on the server).
 */
export const readsStorageAtInit = typeof window === 'undefined' || window.$_TSR === undefined;

/**
 * The browser's storage for jotai's persisted atoms; on the server, where there is none,
 * the page renders with each atom's initial value.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): SyncStringStorage {
  return typeof globalThis[kind] === 'undefined' ? NO_STORAGE : globalThis[kind];
}
