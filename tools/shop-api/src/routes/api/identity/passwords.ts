import type { FastifyInstance } from 'fastify';
import { IDENTITY } from '@shop/api-client/contract';
import { ChangePasswordSchema, ForgottenPasswordSchema, ResetPasswordSchema } from '@shop/domain';
import { createRefreshGrant } from '../../../auth/refresh-grants';
import { ApiError } from '../../../http/api-error';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import {
  clearLoginFailures,
  loginRetryAt,
  recordLoginFailure,
} from '../../../repositories/identity/login-failures';
import { sendResetMail, spendResetLink } from '../../../repositories/identity/password-resets';
import { replacePassword } from '../../../repositories/identity/sessions';
import { findUserByEmail, findUserById } from '../../../repositories/identity/users';
import { tooManyAttempts } from './too-many-attempts';

const done = { data: { success: true as const } };

/** Forgotten password, reset from the e-mailed link, change from the account (SPEC.md §7 Auth). */
export default async function passwordRoutes(app: FastifyInstance) {
  route(app, IDENTITY.requestPasswordReset, async (request) => {
    await app.captcha.check(request.body.captcha_token, request.ip);
    const { email } = parseWith(ForgottenPasswordSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    // The same answer and the same work either way (a token, one e-mail queued in one
    // transaction): neither tells which e-mails have an account.
    await app.db.transaction((tx) => sendResetMail(tx, email, user, app.now()));
    app.mailer.deliver();
    return done;
  });

  route(app, IDENTITY.resetPassword, async (request) => {
    // The new password is checked first: a refused one does not spend the link.
    const { password } = parseWith(ResetPasswordSchema, request.body);
    const passwordHash = await app.passwords.hash(password);
    const now = app.now();
    await app.db.transaction(async (tx) => {
      const userId = await spendResetLink(tx, request.body.token, now);
      const user = userId === null ? null : await findUserById(tx, userId);
      if (!user) {
        // Unknown, used or expired alike: the customer restarts the procedure.
        throw new ApiError(400, 'reset_link_expired', 'This reset link has expired');
      }
      await replacePassword(tx, user.id, passwordHash, now);
      // Whoever reads the mailbox owns the account: its login waits from here go too.
      await clearLoginFailures(tx, user.email, request.ip);
    });
    return done;
  });

  route(app, IDENTITY.changePassword, async (request, reply) => {
    const auth = authOf(request);
    const { current_password, password } = parseWith(ChangePasswordSchema, request.body);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw new ApiError(401, 'invalid_token', 'Invalid token');

    // A stolen token must not become a way to guess the password: the login's limits apply.
    const now = app.now();
    const address = request.ip;
    const retryAt = await loginRetryAt(app.db, user.email, address, now);
    if (retryAt !== null) throw tooManyAttempts(reply, retryAt, now);
    if (!(await app.passwords.verify(current_password, user.passwordHash))) {
      await recordLoginFailure(app.db, user.email, address, now);
      throw new ApiError(400, 'current_password_incorrect', 'The current password is incorrect');
    }

    const passwordHash = await app.passwords.hash(password);
    const rememberMe = auth.refreshGrantId !== null;
    const token = await app.db.transaction(async (tx) => {
      const tokenVersion = await replacePassword(tx, user.id, passwordHash, now);
      // Only the caller's session goes on, on a fresh token: still remembered if it was.
      const refreshGrantId = rememberMe ? await createRefreshGrant(tx, user.id, now) : null;
      return app.tokens.issue({
        userId: user.id,
        customerId: user.customerId,
        refreshGrantId,
        tokenVersion,
      });
    });
    return { data: { token, remember_me: rememberMe } };
  });
}
