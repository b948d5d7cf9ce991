import type { Readable } from 'node:stream';

/** Replies the gateway reads (sessions, errors) are small; anything bigger is not one. */
export const UPSTREAM_BODY_LIMIT_BYTES = 1024 * 1024;

export async function readBody(stream: Readable, limit = UPSTREAM_BODY_LIMIT_BYTES) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new Error('upstream reply too large to read');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dataOf(body: unknown): Record<string, unknown> | undefined {
  return isRecord(body) && isRecord(body.data) ? body.data : undefined;
}

function tokenOf(body: unknown): string | undefined {
  const token = dataOf(body)?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * The body as the browser may see it: never with a token in `data`. A `data` that held
 * only the token goes with it, so that an error stays our envelope, `{error}` alone (a
 * renewal's 401 reaching a browser that sent no session).
 */
export function withoutToken(body: unknown): unknown {
  const data = dataOf(body);
  if (!data || !('token' in data)) return body;
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'token'));
  const envelope = body as Record<string, unknown>;
  if (Object.keys(rest).length === 0 && 'error' in envelope) return { error: envelope.error };
  return { ...envelope, data: rest };
}

export function carriesToken(body: unknown): boolean {
  const data = dataOf(body);
  return !!data && 'token' in data;
}

export interface SessionGrant {
  token: string;
  /** Remember-me: the 365-day cookie rather than a session cookie. */
  persistent: boolean;
  /** What the browser gets. */
  body: unknown;
}

/** `{data: {token, remember_me, …}}` of login, sign-up and password change. */
export function sessionGrantOf(body: unknown): SessionGrant | null {
  const token = tokenOf(body);
  if (!token) return null;
  return { token, persistent: dataOf(body)?.remember_me === true, body: withoutToken(body) };
}

/** `401 {error: {code: 'expired_token'}, data: {token}}`: the remember-me renewal. */
export function renewalTokenOf(body: unknown): string | undefined {
  return tokenOf(body);
}

export function errorCodeOf(body: unknown): string | undefined {
  const error = isRecord(body) ? body.error : undefined;
  return isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
}
