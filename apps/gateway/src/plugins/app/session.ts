import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  clearSessionCookies,
  hasSessionCookie,
  sessionTokenOf,
  setSessionCookies,
  type SessionCookieSettings,
} from '../../session/cookies';

export interface SessionCookies {
  /** The shop API token the browser holds, if any. */
  tokenOf(request: FastifyRequest): string | undefined;
  hasCookie(request: FastifyRequest): boolean;
  set(reply: FastifyReply, token: string, persistent: boolean): void;
  clear(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The `jwt_token` / `logged_in` pair with the configured Secure and Domain. */
    sessionCookies: SessionCookies;
  }
}

export interface SessionOptions {
  cookieSecure?: boolean;
  cookieDomain?: string | undefined;
}

/**
 * The session of ARCHITECTURE.md §4 lives in an HttpOnly cookie that only the gateway
 * writes; the proxy (routes/api/proxy.ts) turns it into `Authorization` and back.
 */
async function session(app: FastifyInstance, options: SessionOptions) {
  const settings: SessionCookieSettings = {
    secure: options.cookieSecure ?? true,
    domain: options.cookieDomain,
  };
  app.decorate<SessionCookies>('sessionCookies', {
    tokenOf: sessionTokenOf,
    hasCookie: hasSessionCookie,
    set: (reply, token, persistent) => setSessionCookies(reply, token, persistent, settings),
    clear: (reply) => clearSessionCookies(reply, settings),
  });
}

export default fp(session, { name: 'session', dependencies: ['cookies'] });
