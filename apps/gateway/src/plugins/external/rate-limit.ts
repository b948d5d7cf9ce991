import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_BASE, API_PREFIX } from '@shop/api-client/contract';
import type { ErrorCode } from '@shop/domain';
import { callPath } from '../../routes/api/call-path';

/**
 * Per client address, per group of calls. The numbers leave room for a real visitor who
 * mistypes (a shared office or pharmacy address included) and stop scripts: guessing
 * passwords, creating accounts, mailing reset links to strangers, flooding the forms.
 * The shop API adds its own waits (per account and address after failed logins, a quota of
 * customer-code lookups per address); this limit is per address and call group.
 */
export const RATE_LIMITS = {
  /** `POST /user/login`: 10 a minute. */
  login: { max: 10, timeWindowMs: 60_000 },
  /** Sign-up and its customer-code checks (each one tells whether a code exists): 20 in 15 min. */
  signUp: { max: 20, timeWindowMs: 15 * 60_000 },
  /** Reset requests mail a link; reset confirmations try a link token: 10 in 15 min. */
  passwordReset: { max: 10, timeWindowMs: 15 * 60_000 },
  /** Contact, withdrawal and newsletter forms together: 10 in 10 min. */
  forms: { max: 10, timeWindowMs: 10 * 60_000 },
} as const;

export type RateLimitGroup = keyof typeof RATE_LIMITS;

/** The proxied calls, as `METHOD /path` below the gateway's `/api/v1`. */
const LIMITED_CALLS: Record<string, RateLimitGroup> = {
  'POST /user/login': 'login',
  'POST /user/signup': 'signUp',
  'POST /customer/check_exist': 'signUp',
  'GET /customer/code-verification': 'signUp',
  'GET /customer/lastname-verification': 'signUp',
  'POST /user/rewind': 'passwordReset',
  'POST /user/reset-password': 'passwordReset',
  'GET /customer/code-verification-reset-password': 'passwordReset',
  'POST /contact': 'forms',
  'POST /withdrawal': 'forms',
  'POST /newsletter': 'forms',
  'DELETE /newsletter': 'forms',
};

const TOO_MANY_REQUESTS: ErrorCode = 'too_many_requests';

/** The limited call a URL names, read as callPath reads it (`/user/%6cogin` is the login). */
export function limitedCall(method: string, url: string): RateLimitGroup | undefined {
  const path = callPath(url);
  if (!path.startsWith(API_BASE)) return undefined;
  return LIMITED_CALLS[`${method.toUpperCase()} ${path.slice(API_PREFIX.length)}`];
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * `@fastify/rate-limit` on the login, sign-up, password-reset and form calls of the proxy,
 * counted in Redis when the gateway has it (every instance sees the same counters) and in
 * memory otherwise. The client is `request.ip`, which honours `TRUSTED_PROXIES` only.
 */
async function rateLimits(app: FastifyInstance, options: { enabled?: boolean }) {
  if (options.enabled === false) return;
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis } : {}),
    // Keys read `shop-gateway:rate-limit:undefinedundefined-login:203.0.113.7`: limiters
    // made with createRateLimit have no route, which the plugin writes in as "undefined".
    nameSpace: 'shop-gateway:rate-limit:',
  });

  const limiters = new Map<RateLimitGroup, Limiter>();
  for (const [group, { max, timeWindowMs }] of Object.entries(RATE_LIMITS)) {
    limiters.set(
      group as RateLimitGroup,
      app.createRateLimit({
        max,
        timeWindow: timeWindowMs,
        // One counter per group: ten logins do not use up the contact form.
        keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
      }),
    );
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const group = limitedCall(request.method, request.url);
    const limiter = group && limiters.get(group);
    if (!limiter) return;
    let state: Awaited<ReturnType<Limiter>>;
    try {
      state = await limiter(request);
    } catch (error) {
      // Redis is down: a shop that cannot count still lets its customers log in.
      request.log.warn({ err: error, group }, 'rate limit not counted');
      return;
    }
    if (state.isAllowed) return;
    reply.header('x-ratelimit-limit', state.max);
    reply.header('x-ratelimit-remaining', state.remaining);
    reply.header('x-ratelimit-reset', state.ttlInSeconds);
    if (!state.isExceeded) return;
    request.log.info({ group }, 'rate limit reached');
    return reply
      .code(429)
      .header('retry-after', state.ttlInSeconds)
      .send({
        error: {
          code: TOO_MANY_REQUESTS,
          message: `Too many requests: retry in ${state.ttlInSeconds} s`,
        },
      });
  });
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['redis'] });
