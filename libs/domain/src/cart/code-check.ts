import type { ErrorCode } from '../errors/error-codes';

/** The answer of a code rule: accepted, or refused with the code the SPA turns into a message. */
export type CodeCheck<Refusal extends ErrorCode> = { ok: true } | { ok: false; code: Refusal };

/**
 * How a typed code is looked up: spaces around it dropped and letters upper-cased, so
 * " bienvenue10" finds BIENVENUE10 (our decision: customers copy codes from e-mails and
 * banners, and a case mistake should not refuse them).
 */
export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}
