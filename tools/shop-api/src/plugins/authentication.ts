import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  accessTokenService,
  type AccessClaims,
  type AccessTokenService,
} from '../auth/access-tokens';
import { isTokenBlacklisted } from '../auth/blacklist';
import { renewRefreshGrant } from '../auth/refresh-grants';
import { loadSigningSecret } from '../auth/signing-secret';
import { ApiError } from '../http/api-error';
import { findTokenVersion } from '../repositories/identity/users';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokenService;
    /** preHandler of with-token calls: 401 with the spec's code unless the token is good. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of calls a visitor may make too: `request.auth` is null without a token. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in caller, after `requireAuth` / `optionalAuth`. */
    auth: AccessClaims | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'invalid_token', 'Malformed authorization header');
  return match[1];
}

/**
 * Access tokens (SPEC.md §4 Session, §7 Auth): `Authorization: Bearer <jwt>`. An expired
 * token issued under a remember-me grant that is still valid answers 401 `expired_token`
 * with a fresh token in `data.token`, under the grant that replaces the used one, which
 * the gateway replays the call with.
 */
async function authentication(app: FastifyInstance, options: { jwtSecret?: string }) {
  const secret = await loadSigningSecret(app.db, options.jwtSecret);
  app.decorate('tokens', accessTokenService(secret, app.now));
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest, reply: FastifyReply, token: string) {
    const reading = await app.tokens.read(token);
    if (reading.kind === 'invalid') throw new ApiError(401, 'invalid_token', 'Invalid token');
    const { claims } = reading;
    const [blacklisted, version] = await Promise.all([
      isTokenBlacklisted(app.db, claims.jti),
      findTokenVersion(app.db, claims.userId),
    ]);
    // Another version: the password changed since, which ended every session before. (An
    // account deleted since has none: its routes answer that the customer is gone.)
    if (blacklisted || (version !== null && version !== claims.tokenVersion)) {
      throw new ApiError(401, 'blacklisted_token', 'This token has been revoked');
    }
    if (reading.kind === 'valid') {
      request.auth = claims;
      return;
    }
    if (claims.refreshGrantId === null) {
      throw new ApiError(401, 'expired_token', 'Expired token');
    }
    const grant = await renewRefreshGrant(app.db, claims.refreshGrantId, app.now());
    if (grant === null) throw new ApiError(401, 'refresh_no_longer_available', 'Log in again');
    const renewed = await app.tokens.issue({ ...claims, refreshGrantId: grant });
    return reply.code(401).send({
      error: { code: 'expired_token', message: 'Expired token: replay with data.token' },
      data: { token: renewed },
    });
  }

  app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    if (token === null) throw new ApiError(401, 'token_required', 'This call needs a token');
    await authenticate(request, reply, token);
  });

  app.decorate('optionalAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    if (token !== null) await authenticate(request, reply, token);
  });
}

export default fp(authentication, {
  name: 'authentication',
  dependencies: ['database', 'clock'],
});

/** The caller of a route behind `requireAuth`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new ApiError(401, 'token_required', 'This call needs a token');
  return request.auth;
}
