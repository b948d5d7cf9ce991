import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { WITH_TOKEN_HEADER } from '@shop/api-client/contract';
import { endsSession } from '@shop/domain';
import type { SessionCookies } from '../plugins/app/session';
import { sendUpstreamError, sendUpstreamFailure } from '../routes/api/upstream-errors';
import {
  LOGOUT_METHOD,
  LOGOUT_UPSTREAM_METHOD,
  refuseLogoutMethod,
  sessionRouteOf,
  type SessionRoute,
} from './session-routes';
import {
  carriesToken,
  errorCodeOf,
  parseJson,
  readBody,
  renewalTokenOf,
  sessionGrantOf,
  withoutToken,
} from './upstream-bodies';

type FromOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
/** What reply-from hands `onResponse` (its typings call it a ServerResponse: it is not). */
interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}
type Headers = ReturnType<NonNullable<FromOptions['rewriteRequestHeaders']>>;

const LOGGED_OUT = { data: { success: true } };

function isSuccess(status: number) {
  return status >= 200 && status < 300;
}

/** The request body, buffered by the proxy's parser, as it came (replayable). */
function bodyOptions(request: FastifyRequest): Pick<FromOptions, 'body' | 'contentType'> {
  if (!Buffer.isBuffer(request.body)) return {};
  return {
    body: request.body,
    contentType: request.headers['content-type'] ?? 'application/octet-stream',
  };
}

/**
 * The session routes the gateway takes over. Partners' servers log in without the
 * api-client's `x-requested-with` and keep the token in the body (docs/partners.md),
 * and log out with their own `Authorization`: their calls pass as they are.
 */
function takenOver(request: FastifyRequest): SessionRoute | null {
  const route = sessionRouteOf(request.url);
  if (route === 'open' && request.headers['x-requested-with'] === undefined) return null;
  if (route === 'logout' && request.headers.authorization !== undefined) return null;
  return route;
}

/**
 * One `/api/v1` call through reply-from, with the session of ARCHITECTURE.md §4:
 * - upstream: the cookie becomes `Authorization: Bearer` when the SPA asks (`x-with-token:
 *   1`) and for logout; a client's own `Authorization` (partners) passes as it is; the
 *   browser's cookies and the marker never leave the gateway;
 * - back: replies are streamed untouched, except the few the gateway must read: the SPA's
 *   session replies (token → cookie, out of the body), and the 401/500 of calls made with the
 *   cookie (renewal replayed once, session-ending codes clear the cookies);
 * - logout is a POST only, sent upstream as the contract's GET (session-routes.ts).
 */
export function forwardWithSession(
  cookies: SessionCookies,
  request: FastifyRequest,
  reply: FastifyReply,
  dest: string,
  fromOptions: FromOptions,
) {
  const logout = sessionRouteOf(request.url) === 'logout';
  if (logout && request.method !== LOGOUT_METHOD) return refuseLogoutMethod(reply);
  const route = takenOver(request);
  const ownAuthorization = request.headers.authorization !== undefined;
  const usesSession =
    !ownAuthorization && (route === 'logout' || request.headers[WITH_TOKEN_HEADER] === '1');
  const rewrite = fromOptions.rewriteRequestHeaders;

  function upstreamHeaders(headers: Headers, token: string | undefined): Headers {
    const rewritten = (rewrite ? rewrite(request, headers) : headers) as IncomingHttpHeaders;
    const forwarded: IncomingHttpHeaders = { ...rewritten };
    delete forwarded.cookie;
    delete forwarded[WITH_TOKEN_HEADER];
    if (token) forwarded.authorization = `Bearer ${token}`;
    // The POST goes upstream as the contract's bodiless GET.
    if (logout) delete forwarded['content-length'];
    // Replies the gateway may read must come as plain JSON.
    if (usesSession || route) delete forwarded['accept-encoding'];
    return forwarded;
  }

  /** Headers reply-from copied from a reply the browser will not get. */
  function forget(response: UpstreamResponse) {
    for (const name of Object.keys(response.headers)) reply.removeHeader(name);
  }

  function sendRaw(raw: Buffer) {
    reply.removeHeader('content-length');
    return reply.send(raw);
  }

  function sendJson(body: unknown) {
    reply.removeHeader('content-length');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  }

  /** Logout ends the browser's session whatever became of the upstream call. */
  function loggedOut() {
    cookies.clear(reply);
    return reply.code(200).type('application/json; charset=utf-8').send(LOGGED_OUT);
  }

  async function answer(response: UpstreamResponse, token: string | undefined, replayed: boolean) {
    const status = response.statusCode;
    const mustRead = route !== null || (usesSession && (status === 401 || status === 500));
    if (!mustRead) {
      // Only a remember-me grant is renewed: the renewed cookie keeps the 365 days.
      if (replayed && token) cookies.set(reply, token, true);
      // An upstream 5xx body may be a stack trace: read to be logged, replaced by ours.
      if (status >= 500) {
        return sendUpstreamError(request, reply, response, await readBody(response.stream));
      }
      return reply.send(response.stream);
    }

    const raw = await readBody(response.stream);
    const body = parseJson(raw);

    // The upstream refused before doing anything, so replaying any method once is safe.
    const renewed = token && !replayed && status === 401 ? renewalTokenOf(body) : undefined;
    if (renewed) {
      forget(response);
      return send(renewed, true);
    }

    if (route === 'logout') {
      if (!isSuccess(status)) {
        forget(response);
        return loggedOut();
      }
      cookies.clear(reply);
      return sendRaw(raw);
    }

    const grant = route === 'open' && isSuccess(status) ? sessionGrantOf(body) : null;
    if (grant) {
      cookies.set(reply, grant.token, grant.persistent);
      return sendJson(grant.body);
    }

    if (usesSession && endsSession(status, errorCodeOf(body))) {
      if (cookies.hasCookie(request)) cookies.clear(reply);
    } else if (replayed && token) {
      cookies.set(reply, token, true);
    }
    if (status >= 500) return sendUpstreamError(request, reply, response, raw);
    return carriesToken(body) ? sendJson(withoutToken(body)) : sendRaw(raw);
  }

  function send(token: string | undefined, replayed: boolean): FastifyReply {
    // A renewal used the old grant up (the shop API rotates it): the browser must get the
    // new token even when the replay failed, or its next call would end the session.
    const failed = (error: Error) => {
      if (replayed && token) cookies.set(reply, token, true);
      sendUpstreamFailure(reply, error);
    };
    return reply.from(dest, {
      ...fromOptions,
      ...(logout ? { method: LOGOUT_UPSTREAM_METHOD, body: null } : bodyOptions(request)),
      rewriteRequestHeaders: (_request, headers) => upstreamHeaders(headers, token),
      onResponse: (_request, _reply, raw) => {
        const response = raw as unknown as UpstreamResponse;
        answer(response, token, replayed).catch((error: unknown) => {
          request.log.error({ err: error }, 'upstream reply unusable');
          if (!reply.sent) {
            forget(response);
            failed(error as Error);
          }
        });
      },
      onError: (_reply, { error }) => {
        if (route === 'logout') loggedOut();
        else failed(error);
      },
    });
  }

  return send(usesSession ? cookies.tokenOf(request) : undefined, false);
}
