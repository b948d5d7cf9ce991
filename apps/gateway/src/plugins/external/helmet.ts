import type { ConnectionError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { envelopeOf, requestErrorOf, sendError, type ErrorReply } from '../app/error-envelope';
import { repairedPagePath } from '../app/undecodable-path';
import { isApiUrl, isPageRequest } from '../../routes/page-request';

/**
 * Third-party origins the storefront may load, one list per vendor (`CSP_*_HOSTS`). The
 * SPA itself needs only its own origin: the API is proxied and images come through it.
 */
export interface CspHosts {
  tagManager: readonly string[];
  consent: readonly string[];
  survey: readonly string[];
  captcha: readonly string[];
  payment: readonly string[];
}

export const NO_CSP_HOSTS: CspHosts = {
  tagManager: [],
  consent: [],
  survey: [],
  captcha: [],
  payment: [],
};

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The pharmacy finder asks for the position; nothing here films or listens. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=()';

/**
 * Script vendors (tag manager, consent banner, survey, captcha) load a script that then
 * draws its own UI, frames and beacons; the payment provider is only posted to or framed.
 */
export function cspDirectives(hosts: CspHosts) {
  const scripts = [...hosts.tagManager, ...hosts.consent, ...hosts.survey, ...hosts.captcha];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...scripts],
    'img-src': ["'self'", 'data:', ...scripts],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...scripts],
    'frame-src': ["'self'", ...scripts, ...hosts.payment],
    'form-action': ["'self'", ...hosts.payment],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * What an API reply needs (OWASP's REST Security Cheat Sheet): it is data, never to be
 * framed, sniffed or run as a page. The document-only headers of the pages (the SPA's CSP,
 * the cross-origin opener policy, the permissions policy, …) would make every JSON reply
 * several times longer for nothing: most of the bytes the gateway wrote per call.
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  // base-uri and form-action are not covered by default-src.
  [
    'content-security-policy',
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  ],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', `max-age=${ONE_YEAR_S}; includeSubDomains`],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Security headers on every reply, redirects and errors included, written in `onRequest` on
 * the raw response, before any other hook can answer: the pages' set, and the API's above on
 * `/api/`. Headers a reply sets itself win when the response is written, which is how the
 * payment sandbox page proxied from the shop API keeps its own Content-Security-Policy and
 * Referrer-Policy. helmet's headers are read once here, its options being fixed:
 * @fastify/helmet built its middleware again for every request, its directives parsed each
 * time, and even built once its chain of a dozen middlewares showed in the gateway's CPU
 * profile under `npm run bench`.
 */
async function securityHeaders(app: FastifyInstance, options: { cspHosts?: CspHosts }) {
  const headersFor = securityHeadersFor(options.cspHosts ?? NO_CSP_HOSTS);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headersFor(request.url)) reply.raw.setHeader(name, value);
    done();
  });
}

type HeaderList = readonly (readonly [string, string])[];

/** The headers of a reply to `url`: the API's on `/api/`, the pages' elsewhere. */
export function securityHeadersFor(cspHosts: CspHosts): (url: string) => HeaderList {
  const pageHeaders: HeaderList = [
    ...helmetHeaders(cspHosts),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  return (url) => (isApiUrl(url) ? API_SECURITY_HEADERS : pageHeaders);
}

/** The headers helmet writes with our options, recorded from one run of its middleware. */
function helmetHeaders(cspHosts: CspHosts): [string, string][] {
  const written: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) =>
      void written.push([name.toLowerCase(), `${value}`]),
    // helmet removes X-Powered-By, which Node never writes.
    removeHeader: () => undefined,
  };
  const writeHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(cspHosts) },
    strictTransportSecurity: { maxAge: ONE_YEAR_S, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  writeHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    // helmet hands its own errors to `next`; with these options it has none.
    if (error) throw error;
  });
  return written;
}

type FrameworkErrorHandler = NonNullable<FastifyServerOptions['frameworkErrors']>;

/**
 * A URL Fastify cannot decode (`/%E0%A4%A`) is refused before any hook runs, helmet's
 * included; this handler (Fastify's `frameworkErrors` option) answers it with the headers
 * of that URL. A page asked for by a browser is sent on to the same address with its broken
 * escapes written out (undecodable-path.ts), where the shop's 404 page says, in French,
 * that there is no such page: our JSON envelope is for the API and other methods, where
 * Fastify's own reply carried its `FST_…` code and echoed the URL. (The gateway's routes
 * have no path parameter, so none is ever too long.)
 */
export function frameworkErrors(cspHosts: CspHosts = NO_CSP_HOSTS): FrameworkErrorHandler {
  const headersFor = securityHeadersFor(cspHosts);
  return (error, request, reply) => {
    request.log.info({ err: error }, 'request refused before routing');
    const url = request.raw.url ?? '/';
    for (const [name, value] of headersFor(url)) reply.header(name, value);
    const repaired = isPageRequest(request.raw.method ?? '', url) ? repairedPagePath(url) : null;
    // The generic reply of this option is narrowed by no route schema: a plain reply.
    if (repaired !== null) void (reply as FastifyReply).redirect(repaired, 301);
    else void sendError(reply as FastifyReply, requestErrorOf(400));
  };
}

/** What Node's parser refuses, by its error code (Node's own default handler's statuses). */
const CLIENT_ERRORS: Record<string, ErrorReply> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'bad_request', message: 'Request headers too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: requestErrorOf(413),
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'bad_request', message: 'Request timeout' },
};

/** Node's own handler reads the response in progress on the socket the same way. */
type ClientSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler` option: bytes Node's parser refuses (no HTTP, both
 * Content-Length and Transfer-Encoding, a header block over 16 KB, a request too slow)
 * never become a request, so no hook runs. Node, then Fastify, wrote a bare reply without
 * our headers; this one writes the whole response itself, with the API's headers (the reply
 * is JSON) and our envelope, then closes the connection, as the parser is lost.
 */
export function clientErrors() {
  return function clientErrorHandler(
    this: FastifyInstance,
    error: ConnectionError,
    socket: Socket,
  ) {
    // A reset socket is gone; a response already started cannot take another one.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable && !(socket as ClientSocket)._httpMessage?.headersSent) {
      const answer = CLIENT_ERRORS[error.code] ?? requestErrorOf(400);
      const body = JSON.stringify(envelopeOf(answer));
      const lines = [
        `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
        ...API_SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
        'cache-control: no-store',
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    this.log.debug({ err: error }, 'client error');
    // Once what was written has left: destroy() could drop it.
    socket.destroySoon();
  };
}

export default fp(securityHeaders, { name: 'security-headers' });
