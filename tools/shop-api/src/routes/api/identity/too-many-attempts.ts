import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../http/api-error';

/** 429 `too_many_attempts` until `until` (ms epoch), telling when to retry (`Retry-After`, s). */
export function tooManyAttempts(reply: FastifyReply, until: number, now: number): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil((until - now) / 1000))));
  return new ApiError(429, 'too_many_attempts', 'Too many failed attempts: retry later');
}
