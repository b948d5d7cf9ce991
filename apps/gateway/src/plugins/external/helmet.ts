import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
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
  const pageHeaders: [string, string][] = [
    ...helmetHeaders(options.cspHosts ?? NO_CSP_HOSTS),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith('/api/') ? API_SECURITY_HEADERS : pageHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
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
 * included; this handler (Fastify's `frameworkErrors` option) answers it with the same
 * core headers and the error envelope of the API.
 */
export function frameworkErrors(cspHosts: CspHosts = NO_CSP_HOSTS): FrameworkErrorHandler {
  const csp = Object.entries(cspDirectives(cspHosts))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
  const headers = {
    'content-security-policy': csp,
    'strict-transport-security': `max-age=${ONE_YEAR_S}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  return (error, request, reply) => {
    request.log.info({ err: error }, 'request refused before routing');
    // The generic reply of this option is narrowed by no route schema: a plain reply.
    void (reply as FastifyReply)
      .headers(headers)
      .code(400)
      .send({ error: { code: 'bad_request', message: 'Bad request' } });
  };
}

export default fp(securityHeaders, { name: 'security-headers' });
