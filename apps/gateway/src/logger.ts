import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isRequestId, REQUEST_ID_HEADER } from '@shop/api-client/contract';

const CENSOR = '[redacted]';

/** Headers that grant access: bearer tokens, the session cookie going in or coming back. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/**
 * Passwords and tokens in any logged object, and headers logged as such: pino replaces
 * them before a line is written. The access line (plugins/app/access-log.ts) holds only
 * what the `req` and `res` serializers below make, which is free of secrets by
 * construction, and is written without this redaction.
 */
export const REDACTED_PATHS = [
  ...[...SECRET_HEADERS].map((name) => `headers["${name}"]`),
  ...['password', 'current_password', 'password_confirmation', 'token', 'captcha_token'].flatMap(
    (field) => [field, `*.${field}`],
  ),
];

/** A header's value as logged: one string, or nothing. */
function headerText(value: string | string[] | number | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : `${value}`;
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
 * The request id a load balancer set (`X-Request-Id`), when it looks like one, otherwise a
 * fresh UUID. The same id tags every log line of the request and its reply header.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isRequestId(given) ? given : randomUUID();
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The gateway's pino settings over what the caller gives (level, destination): JSON lines
 * with the request id (`reqId`), the request and reply as an access log shows them, URLs
 * without their secret parts, and the secrets above redacted from any other object.
 */
export function gatewayLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const given = logger === true ? {} : logger;
  return {
    ...given,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      // What an access log holds, not every header: serialising all of them was most of
      // what a proxied call's line cost, and no secret header is among these.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
        userAgent: request.headers['user-agent'],
        referrer:
          request.headers.referer === undefined ? undefined : loggableUrl(request.headers.referer),
      }),
      res: (reply: FastifyReply) => ({
        statusCode: reply.statusCode,
        contentType: headerText(reply.getHeader('content-type')),
        contentLength: headerText(reply.getHeader('content-length')),
      }),
      ...('serializers' in given ? given.serializers : {}),
    },
  } as LoggerOption;
}
