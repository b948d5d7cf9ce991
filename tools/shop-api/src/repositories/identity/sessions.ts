import type { Session } from '@shop/api-client/contract';
import type { AccessTokenService } from '../../auth/access-tokens';
import { createRefreshGrant, revokeUserRefreshGrants } from '../../auth/refresh-grants';
import type { ShopDatabase } from '../../db/open-database';
import { attachCartOnLogin } from '../carts/attach-on-login';
import { findCustomerReply } from '../customers/customer-reply';
import { setPasswordHash, userReply, type UserRow } from './users';

export interface SessionOpening {
  user: Pick<UserRow, 'id' | 'email' | 'customerId' | 'tokenVersion'>;
  rememberMe: boolean;
  /** The visitor's cart, to attach to the customer (or merge into theirs). */
  cartToken: string | null | undefined;
}

/**
 * What login and sign-up answer (SPEC.md §4 Session): a token, bound to a new remember-me
 * grant when asked, the user, the customer and the cart. Run it in the transaction of the
 * login or sign-up, so the cart moves only if the session opens.
 */
export async function openSession(
  tx: ShopDatabase,
  tokens: AccessTokenService,
  now: number,
  { user, rememberMe, cartToken }: SessionOpening,
): Promise<Session> {
  const cart = await attachCartOnLogin(tx, user.customerId, cartToken ?? undefined);
  const refreshGrantId = rememberMe ? await createRefreshGrant(tx, user.id, now) : null;
  const token = await tokens.issue({
    userId: user.id,
    customerId: user.customerId,
    refreshGrantId,
    tokenVersion: user.tokenVersion,
  });
  const customer = await findCustomerReply(tx, user.customerId);
  if (!customer) throw new Error(`user ${user.id} has no customer`);
  return {
    token,
    remember_me: rememberMe,
    user: userReply(user),
    customer,
    cart: { cart_token: cart },
  };
}

/**
 * A new password ends every session of the account: tokens issued before carry
 * an older version and are refused, and no remember-me grant renews them. Answers the new
 * version, which a session continued after a change must carry.
 */
export async function replacePassword(
  tx: ShopDatabase,
  userId: number,
  passwordHash: string,
  now: number,
): Promise<number> {
  const tokenVersion = await setPasswordHash(tx, userId, passwordHash);
  await revokeUserRefreshGrants(tx, userId, now);
  return tokenVersion;
}
