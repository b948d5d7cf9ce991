import { useHydrated } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';

/**
 * State only the browser knows (its storage, its window's width), which the server cannot
 * read: the value the server drew, by atom. A page rendered on the server hydrates its parts
 * one Suspense boundary at a time, the route's own after the shell's effects have run:
 * read straight from the store, a late part would draw the browser's value where the server
 * drew this one (React error 418). `useHydrated` answers false while a part hydrates and
 * true afterwards, whenever that part hydrates.
 */
const serverValues = new WeakMap<Atom<unknown>, unknown>();

/** Registers what the server draws for a browser atom: its initial value. */
export function drawnOnServerAs<TAtom extends Atom<unknown>>(
  browserAtom: TAtom,
  value: TAtom extends Atom<infer Value> ? Value : never,
): TAtom {
  serverValues.set(browserAtom, value);
  return browserAtom;
}

/**
 * What the server drew from the request rather than the initial value (the session's
 * profile), as the router hands it to the hydrating page (router.tsx `hydrate`).
 */
export function drewOnServer<Value>(browserAtom: Atom<Value>, value: Value): void {
  serverValues.set(browserAtom, value);
}

/**
 * `useAtomValue` for a browser atom: the server's value while hydrating, then the
 * browser's. The server itself draws its store's value: the initial one, or what the request
 * told (features/session/server-profile.ts).
 */
export function useBrowserAtomValue<Value>(browserAtom: Atom<Value>): Value {
  const value = useAtomValue(browserAtom);
  const hydrated = useHydrated();
  if (hydrated || typeof window === 'undefined' || !serverValues.has(browserAtom)) return value;
  return serverValues.get(browserAtom) as Value;
}

/** `useAtom` for a browser atom, with `useBrowserAtomValue`'s reading. */
export function useBrowserAtom<Value, Args extends unknown[], Result>(
  browserAtom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useBrowserAtomValue(browserAtom), useSetAtom(browserAtom)];
}
