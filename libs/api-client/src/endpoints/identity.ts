import type { KyInstance } from 'ky';
import { callOperation, methodOf, pathOf } from '../call-operation';
import { IDENTITY } from '../contract';
import { apiHttp } from '../http';

/** The session calls the shell makes (SPEC.md §7 Auth); the account pages add the rest. */

/**
 * `GET /customer/logged` (token): who the session cookie belongs to. A background call:
 * a session that ended shows the disconnection toast rather than leaving the page.
 */
export const getLoggedCustomer = (http: KyInstance = apiHttp) =>
  callOperation(http, IDENTITY.loggedCustomer, {
    context: { withToken: true, noRedirect: true },
  });

/**
 * Logout (token): a POST, the only method the gateway accepts for it, so that no
 * cross-site link can end a session; the gateway makes the shop API's `GET /user/logout`,
 * ends the upstream session and clears both cookies. Failure is only logged by the caller
 * (SPEC.md §7 "What the product does"), so the reply is not read.
 */
export async function logout(http: KyInstance = apiHttp): Promise<void> {
  await http(pathOf(IDENTITY.logout), {
    method: methodOf(IDENTITY.logout),
    context: { withToken: true, noRedirect: true },
  });
}
