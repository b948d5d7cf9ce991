import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error';
import { takeCustomerCodeLookup } from '../../../repositories/identity/login-failures';

/** 429 `too_many_attempts` until `until` (ms epoch), telling when to retry (`Retry-After`, s). */
export function tooManyAttempts(reply: FastifyReply, until: number, now: number): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil((until - now) / 1000))));
  return new ApiError(429, 'too_many_attempts', 'Too many failed attempts: retry later');
}

/**
 * Counts a customer-code lookup of the caller's address: each tells a known code from an
 * unknown one (the spec needs the difference), so an address gets only a few (429 beyond).
 */
export async function countCustomerCodeLookup(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const now = app.now();
  const retryAt = await takeCustomerCodeLookup(app.db, request.ip, now);
  if (retryAt !== null) throw tooManyAttempts(reply, retryAt, now);
}
