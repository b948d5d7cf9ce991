import { HTTPError } from 'ky';
import * as v from 'valibot';
import { ApiErrorSchema } from './contract';

/** A failed call as the SPA acts on it: the status and the contract's error code. */
export interface ApiFailure {
  status: number;
  /** `null` when the body is not the contract's error (a proxy page, a cut connection). */
  code: string | null;
  fields: Record<string, string>;
  /** The code's own facts (`error.details`), to be read with that code's schema. */
  details: Record<string, unknown>;
}

/** Reads the contract's error from a reply without consuming the caller's body. */
export async function readApiFailure(response: Response): Promise<ApiFailure> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const parsed = v.safeParse(ApiErrorSchema, body);
  return {
    status: response.status,
    code: parsed.success ? parsed.output.error.code : null,
    fields: parsed.success ? (parsed.output.error.fields ?? {}) : {},
    details: parsed.success ? (parsed.output.error.details ?? {}) : {},
  };
}

/**
 * What a thrown error says: the reply's failure for an HTTP error, `network` for a call
 * that got no reply (offline, reset), null for anything else (a bug: let it surface).
 * ky 2 has already read an error reply's body into `error.data` (the response's own body
 * is spent by then), so the contract's error is read from there.
 */
export async function failureOf(error: unknown): Promise<ApiFailure | 'network' | null> {
  if (error instanceof HTTPError) {
    const parsed = v.safeParse(ApiErrorSchema, error.data);
    if (!parsed.success) return readApiFailure(error.response);
    return {
      status: error.response.status,
      code: parsed.output.error.code,
      fields: parsed.output.error.fields ?? {},
      details: parsed.output.error.details ?? {},
    };
  }
  if (error instanceof TypeError) return 'network';
  return null;
}
