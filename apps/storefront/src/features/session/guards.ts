import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isGuardName, safeRedirectTarget, type GuardName } from '@shop/domain';
import { hasSessionCookie } from './session-cookie';

/** A route names a guard no one wrote: a programming error, shown as the 500 page. */
export class UnknownGuardError extends Error {
  readonly guardName: string;

  constructor(guardName: string) {
    super(`unknown route guard: ${guardName}`);
    this.guardName = guardName;
    this.name = 'UnknownGuardError';
  }
}

type CookieReader = (name: string) => string | undefined;
type Guard = (location: ParsedLocation, cookie: CookieReader | undefined) => void;

const GUARDS: Record<GuardName, Guard> = {
  /** SPEC.md §2: no session cookie → the login page, carrying the wanted path. */
  authenticated: (location, cookie) => {
    if (!hasSessionCookie(cookie))
      throw redirect({ to: '/fr/connexion', search: { redirect: location.href }, replace: true });
  },
};

/** The `beforeLoad` of a route that names its guards: `beforeLoad: guarded('authenticated')`. */
export function guarded(...names: string[]) {
  // The context's cookie reader is the request's on the server; none means the browser's.
  return ({
    location,
    context,
  }: {
    location: ParsedLocation;
    context: { cookie?: CookieReader };
  }) => {
    for (const name of names) {
      if (!isGuardName(name)) throw new UnknownGuardError(name);
      GUARDS[name](location, context.cookie);
    }
  };
}

/**
 * The `beforeLoad` of login and both sign-ups: someone already logged in goes straight on
 * to the page wanted (`?redirect=`, a path of ours). On the server, from the request.
 */
export function onwardWhenLoggedIn({
  search,
  context,
}: {
  search: { redirect?: string | undefined };
  context: { cookie?: CookieReader; host?: string | undefined };
}) {
  if (!hasSessionCookie(context.cookie)) return;
  // Only the origin's test needs it: what comes out is a path.
  const origin = context.host === undefined ? window.location.origin : `http://${context.host}`;
  throw redirect({ href: safeRedirectTarget(search.redirect, origin), replace: true });
}
