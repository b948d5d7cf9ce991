import { useSyncExternalStore } from 'react';

// Nothing to listen to: the answer changes once, from hydration to the client's render.
const unsubscribe = () => undefined;
const subscribe = () => unsubscribe;

/**
 * Whether a form's controls take input: not in a server-rendered page before it hydrates,
 * where what a visitor typed would be lost (React's state would not hold it) and a submit
 * would post the form to its own address. The fields are drawn disabled until then, also
 * for a visitor without JavaScript, to whom the page says that the shop needs it.
 * (React's server snapshot is used on the server and while hydrating, as the router's
 * `useHydrated` does; the design system does not depend on the router.)
 */
export const useFieldsReady = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
