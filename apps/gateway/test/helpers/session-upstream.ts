import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startStubUpstream } from './stub-upstream';

/** What the stub saw of one call: enough to tell what the gateway forwarded. */
export interface SeenCall {
  method: string;
  url: string;
  headers: FastifyRequest['headers'];
  body: unknown;
}

/**
 * Tokens the stub understands on `/api/v1/me` (any method):
 * `good` and `renewed` pass; `expired-rm` answers the remember-me renewal (401
 * expired_token with data.token = renewed); `loop` renews into itself; `expired-cut`
 * renews into `cut`, whose call the stub hangs up on; `revoked` is blacklisted;
 * `forbidden` gets a 401 whose code does not end the session.
 */
function me(app: FastifyInstance, seen: SeenCall[]) {
  app.all('/api/v1/me', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    const renewals = new Map([
      ['expired-rm', 'renewed'],
      ['loop', 'loop'],
      ['expired-cut', 'cut'],
    ]);
    const renewed = token === undefined ? undefined : renewals.get(token);
    if (renewed)
      return reply.code(401).send({
        error: { code: 'expired_token', message: 'Expired token: replay with data.token' },
        data: { token: renewed },
      });
    if (token === 'cut') {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (token === 'revoked')
      return reply.code(401).send({ error: { code: 'blacklisted_token', message: 'Revoked' } });
    if (token === 'forbidden')
      return reply.code(401).send({ error: { code: 'login_required', message: 'Log in' } });
    if (token === undefined)
      return reply.code(401).send({ error: { code: 'token_required', message: 'Token' } });
    return { data: { token_seen: token, body: request.body ?? null, calls: seen.length } };
  });
}

function sessionReply(token: string, rememberMe: boolean) {
  return {
    data: {
      token,
      remember_me: rememberMe,
      user: { id: 7, email: 'ada@example.com' },
      customer: { id: 8 },
      cart: { cart_token: null },
    },
  };
}

export async function startSessionUpstream() {
  const seen: SeenCall[] = [];
  const upstream = await startStubUpstream('/api/v1', (app) => {
    app.addHook('onRequest', async (request) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: null });
    });
    app.addHook('preHandler', async (request) => {
      const call = seen.at(-1);
      if (call) call.body = request.body ?? null;
    });
    app.post<{ Body: { login?: string; remember_me?: boolean } }>(
      '/api/v1/user/login',
      async (request, reply) => {
        if (request.body.login !== 'ada@example.com')
          return reply
            .code(401)
            .send({ error: { code: 'invalid_credentials', message: 'Wrong pair' } });
        return sessionReply('tok-login', request.body.remember_me === true);
      },
    );
    app.post<{ Body: { remember_me?: boolean } }>('/api/v1/user/signup', async (request) =>
      sessionReply('tok-signup', request.body.remember_me === true),
    );
    app.post('/api/v1/user/change-password', async (request, reply) => {
      if (request.headers.authorization !== 'Bearer good')
        return reply.code(401).send({ error: { code: 'token_required', message: 'Token' } });
      return { data: { token: 'tok-changed', remember_me: true } };
    });
    app.get('/api/v1/user/logout', async (request, reply) => {
      if (request.headers.authorization === 'Bearer good') return { data: { success: true } };
      return reply.code(500).send({ error: { code: 'internal_error', message: 'db down at x' } });
    });
    me(app, seen);
  });
  return { ...upstream, seen };
}
