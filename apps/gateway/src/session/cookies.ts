import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, JWT_COOKIE_MAX_AGE_DAYS } from '@shop/domain';

export interface SessionCookieSettings {
  secure: boolean;
  /** Unset: host-only cookies (ARCHITECTURE.md §4). */
  domain?: string | undefined;
}

const REMEMBER_ME_MAX_AGE_S = JWT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * `jwt_token` and `logged_in` share everything but HttpOnly: the SPA must read
 * `logged_in` to guard routes before any call, and must never read the token.
 */
function baseOptions(settings: SessionCookieSettings): CookieSerializeOptions {
  return {
    secure: settings.secure,
    sameSite: 'lax',
    path: '/',
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
}

/** The session as cookies: 365 days under remember-me, until the browser closes without. */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  settings: SessionCookieSettings,
) {
  const lifetime = persistent ? { maxAge: REMEMBER_ME_MAX_AGE_S } : {};
  const options = { ...baseOptions(settings), ...lifetime };
  reply.setCookie(COOKIE_NAMES.session, token, { ...options, httpOnly: true });
  reply.setCookie(COOKIE_NAMES.loggedIn, '1', { ...options, httpOnly: false });
}

/** Same path and domain as when set, or the browser keeps the cookies. */
export function clearSessionCookies(reply: FastifyReply, settings: SessionCookieSettings) {
  const options = baseOptions(settings);
  reply.clearCookie(COOKIE_NAMES.session, { ...options, httpOnly: true });
  reply.clearCookie(COOKIE_NAMES.loggedIn, { ...options, httpOnly: false });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[COOKIE_NAMES.session] || undefined;
}

/** Either cookie: a `logged_in` left without its token must go too when the session ends. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return COOKIE_NAMES.session in request.cookies || COOKIE_NAMES.loggedIn in request.cookies;
}

/**
 * A page drawn for this request shows something of the visitor: their session (name,
 * account menu) or their cart's count (the SPA's `cart_count` mirror). Such a page is
 * theirs alone: never cached, never shared.
 */
export function isPersonalRequest(request: FastifyRequest): boolean {
  return hasSessionCookie(request) || COOKIE_NAMES.cartCount in request.cookies;
}
