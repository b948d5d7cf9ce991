import { useHydrated } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { atomWithDefault } from 'jotai/utils';

/**
 * A random number drawn once per page store: per request on the server, once in the
 * browser, where a server-rendered page receives the server's (router.tsx `hydrate`).
 */
export const pageSeedAtom = atomWithDefault<number>(() => Math.random());

/**
 * `Math.random` for what a page draws at random: while a server-rendered page hydrates, the
 * server's draw, so the page shows what the server showed; afterwards a fresh one.
 */
export function usePageRandom(): () => number {
  const seed = useAtomValue(pageSeedAtom);
  return useHydrated() ? Math.random : () => seed;
}
