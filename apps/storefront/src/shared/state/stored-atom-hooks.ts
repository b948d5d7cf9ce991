import { useHydrated } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';

/**
 * State kept in the browser (localStorage, sessionStorage) that the server cannot read:
 * the value the server drew, by atom. A page rendered on the server hydrates its parts
 * one Suspense boundary at a time, the route's own after the shell's effects have run:
 * read straight from the store, a late part would draw the stored value where the server
 * drew this one (React error 418). `useHydrated` answers false while a part hydrates and
 * true afterwards, whenever that part hydrates.
 */
const serverValues = new WeakMap<Atom<unknown>, unknown>();

/** Registers what the server draws for a stored atom: its initial value. */
export function drawnOnServerAs<TAtom extends Atom<unknown>>(
  storedAtom: TAtom,
  value: TAtom extends Atom<infer Value> ? Value : never,
): TAtom {
  serverValues.set(storedAtom, value);
  return storedAtom;
}

/**
 * What the server drew from the request rather than the initial value (the session's
 * profile), as the router hands it to the hydrating page (router.tsx `hydrate`).
 */
export function drewOnServer<Value>(storedAtom: Atom<Value>, value: Value): void {
  serverValues.set(storedAtom, value);
}

/**
 * `useAtomValue` for a stored atom: the server's value while hydrating, then the stored
 * one. The server itself draws its store's value: the initial one, or what the request
 * told (features/session/server-profile.ts).
 */
export function useStoredAtomValue<Value>(storedAtom: Atom<Value>): Value {
  const value = useAtomValue(storedAtom);
  const hydrated = useHydrated();
  if (hydrated || typeof window === 'undefined' || !serverValues.has(storedAtom)) return value;
  return serverValues.get(storedAtom) as Value;
}

/** `useAtom` for a stored atom, with `useStoredAtomValue`'s reading. */
export function useStoredAtom<Value, Args extends unknown[], Result>(
  storedAtom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useStoredAtomValue(storedAtom), useSetAtom(storedAtom)];
}
