import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isRequestId, REQUEST_ID_HEADER } from '@shop/api-client/contract';

/**
 * The id the gateway forwards (`X-Request-Id`, nginx's when a load balancer made one), so
 * one id names a request in the load balancer's, the gateway's and our logs. Anything
 * else gets a fresh UUID: nobody writes forged lines or megabytes into our logs.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isRequestId(given) ? given : randomUUID();
}
