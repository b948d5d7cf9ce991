import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an id looks like: plain characters, bounded (nginx's `$request_id` is 32 hex digits). */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * The id the gateway forwards (`X-Request-Id`, nginx's when a load balancer made one), so
 * one id names a request in the load balancer's, the gateway's and our logs. Anything
 * else gets a fresh UUID: nobody writes forged lines or megabytes into our logs.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
