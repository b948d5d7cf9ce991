// The third-party script host of the journeys: a tag manager, a consent manager and a
// survey vendor, each a tiny script, on the port in E2E_VENDOR_PORT. It counts the
// requests per path (GET /requests, POST /reset) for a look by hand; the journeys watch
// their own page's requests instead, since both projects share this server.
import { createServer } from 'node:http';

const SCRIPTS = {
  // What a tag manager does first: read the data layer the page filled before it came.
  '/gtm.js': "(window.dataLayer = window.dataLayer || []).push({ event: 'gtm-stub.loaded' });",
  '/consent.js': 'window.consentStubLoaded = true;',
  '/survey.js': 'window.surveyStubLoaded = true;',
};

const counts = {};
const port = Number(process.env.E2E_VENDOR_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('vendor-stub: set E2E_VENDOR_PORT');
  process.exit(1);
}

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://stub').pathname;
  if (request.method === 'GET' && path in SCRIPTS) {
    counts[path] = (counts[path] ?? 0) + 1;
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    return response.end(SCRIPTS[path]);
  }
  if (request.method === 'GET' && path === '/requests') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify(counts));
  }
  if (request.method === 'POST' && path === '/reset') {
    for (const key of Object.keys(counts)) delete counts[key];
    response.writeHead(204);
    return response.end();
  }
  if (request.method === 'GET' && path === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    return response.end('ok');
  }
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('not found');
}).listen(port, '127.0.0.1');
