import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

const CENSOR = '[redacted]';

/** Headers that grant access: bearer tokens, the session cookie going in or coming back. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/**
 * Passwords and tokens in any other logged object, and headers logged as such: pino
 * replaces them before a line is written. The request and reply of every line are
 * censored by their serializers below instead: paths with a wildcard in the middle
 * (`*.headers.cookie`, `*.*.password`) made redaction most of what the access line cost.
 */
export const REDACTED_PATHS = [
  ...[...SECRET_HEADERS].map((name) => `headers["${name}"]`),
  ...['password', 'current_password', 'password_confirmation', 'token', 'captcha_token'].flatMap(
    (field) => [field, `*.${field}`],
  ),
];

/** A copy of headers to log, the secret ones replaced. */
function loggableHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers))
    copy[name] = SECRET_HEADERS.has(name) ? CENSOR : value;
  return copy;
}

/** Query parameters that carry a secret: the reset link's and the payment return's `token`. */
const SECRET_PARAMETER = /token|password|secret|jwt/i;
/** Path segments that are bearer secrets: a cart token opens the cart, a payment page token too. */
const SECRET_SEGMENTS = [
  /^([^?#]*\/api\/v1\/cart\/)(?!(?:update|remove)(?:[/?#]|$))[^/?#]+/,
  /^([^?#]*\/api\/v1\/payment-sandbox\/)[^/?#]+/,
];

/** A URL or path as it may be logged: secret path segments and query values replaced. */
export function loggableUrl(url: string): string {
  let safe = url;
  for (const pattern of SECRET_SEGMENTS) safe = safe.replace(pattern, '$1[redacted]');
  const query = safe.indexOf('?');
  if (query === -1) return safe;
  const parameters = safe
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // Keep the raw name.
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${safe.slice(0, query)}?${parameters.join('&')}`;
}

/**
 * A request id a load balancer may set (`X-Request-Id`), when it looks like one: plain
 * characters, bounded, so nobody writes forged lines or megabytes into our logs. Otherwise
 * a fresh UUID. The same id tags every log line of the request and its reply header.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The gateway's pino settings over what the caller gives (level, destination): JSON lines
 * with the request id (`reqId`), request and reply headers (as pino-http logs them) minus
 * the secrets above, and URLs without their secret parts.
 */
export function gatewayLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const given = logger === true ? {} : logger;
  return {
    ...given,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
        headers: loggableHeaders(request.headers),
      }),
      res: (reply: FastifyReply) => ({
        statusCode: reply.statusCode,
        headers: loggableHeaders(reply.getHeaders()),
      }),
      ...('serializers' in given ? given.serializers : {}),
    },
  } as LoggerOption;
}
