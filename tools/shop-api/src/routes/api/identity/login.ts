import type { FastifyInstance } from 'fastify';
import { IDENTITY } from '@shop/api-client/contract';
import { normalizeEmail } from '@shop/domain';
import { blacklistToken } from '../../../auth/blacklist';
import { revokeRefreshGrant } from '../../../auth/refresh-grants';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import {
  captchaSpent,
  clearLoginFailures,
  loginRetryAt,
  recordLoginFailure,
} from '../../../repositories/identity/login-failures';
import { openSession } from '../../../repositories/identity/sessions';
import { checkCredentials } from '../../../repositories/identity/users';
import { tooManyAttempts } from './too-many-attempts';

/** `POST /user/login` and `GET /user/logout` (SPEC.md §7 Auth, §4 Session). */
export default async function loginRoutes(app: FastifyInstance) {
  route(app, IDENTITY.login, async (request, reply) => {
    const { login, password, captcha_token, cart_token, remember_me } = request.body;
    const email = normalizeEmail(login ?? '');
    if (email === '' || !password) {
      throw new ApiError(400, 'missing_credentials', 'Login and password are required');
    }
    const address = request.ip;
    const now = app.now();
    // Waits are per account and address: failures from elsewhere never delay this one.
    const retryAt = await loginRetryAt(app.db, email, address, now);
    if (retryAt !== null) throw tooManyAttempts(reply, retryAt, now);
    // A token spent on a failed attempt counts as none: each new try needs a fresh one.
    const spent = await captchaSpent(app.db, captcha_token);
    await app.captcha.check(spent ? undefined : captcha_token, address);

    const user = await checkCredentials(app.db, app.passwords, email, password);
    if (!user) {
      await recordLoginFailure(app.db, email, address, now, captcha_token);
      // One code for an unknown e-mail and a wrong password: nothing tells which.
      throw new ApiError(401, 'invalid_credentials', 'Invalid login or password');
    }
    const session = await app.db.transaction(async (tx) => {
      await clearLoginFailures(tx, email, address);
      return openSession(tx, app.tokens, now, {
        user,
        rememberMe: remember_me ?? false,
        cartToken: cart_token,
      });
    });
    return { data: session };
  });

  route(app, IDENTITY.logout, async (request) => {
    const auth = authOf(request);
    await blacklistToken(app.db, auth);
    if (auth.refreshGrantId) await revokeRefreshGrant(app.db, auth.refreshGrantId, app.now());
    return { data: { success: true as const } };
  });
}
