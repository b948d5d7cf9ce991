/**
 * One page request as a browser's navigation makes it, timed twice: when the response head
 * arrives (undici's `fetch` resolves there: the time to first byte) and when the whole
 * HTML has been read (the render time). Redirects are not followed: a 302 is a reply.
 */
import { networkErrorCode } from '../load/shopper-client.ts';

/** Longer than the gateway's 10 s render timeout: its shell should come first. */
const CLIENT_TIMEOUT_MS = 15_000;

export interface PageReply {
  /** The HTTP status, or null when no complete reply came (see errorCode). */
  status: number | null;
  errorCode: string | null;
  html: string;
  ttfbMs: number | null;
  totalMs: number | null;
}

/** `cookie`: the header a browser of that visitor would send; none for an anonymous one. */
export async function fetchPage(url: string, cookie?: string): Promise<PageReply> {
  const headers: Record<string, string> = { accept: 'text/html', 'accept-language': 'fr-FR' };
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const ttfbMs = performance.now() - started;
    const html = await response.text();
    const totalMs = performance.now() - started;
    return { status: response.status, errorCode: null, html, ttfbMs, totalMs };
  } catch (error) {
    const errorCode = networkErrorCode(error);
    return { status: null, errorCode, html: '', ttfbMs: null, totalMs: null };
  }
}
