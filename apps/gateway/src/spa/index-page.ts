import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { RuntimeConfig } from '@shop/api-client/contract';

/** The id the SPA reads (RUNTIME_CONFIG_ELEMENT_ID of @shop/api-client). */
const ELEMENT_ID = 'shop-config';
/** Below this, compression saves less than the response headers it adds. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The runtime configuration as a data block. `<` is escaped so that no value can close
 * the element (`</script>`) or open a comment; JSON.parse reads `\u003c` back as `<`.
 * A data block is never run, so the CSP needs no hash for it.
 */
export function runtimeConfigElement(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** Puts the element at the end of <head>, or first in <html> for a head-less page. */
export function injectRuntimeConfig(indexHtml: string, config: RuntimeConfig): string {
  const element = runtimeConfigElement(config);
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, () => `${element}</head>`);
  if (/<html[^>]*>/i.test(indexHtml)) {
    return indexHtml.replace(/<html[^>]*>/i, (open) => `${open}${element}`);
  }
  return `${element}${indexHtml}`;
}

interface Variant {
  encoding: 'br' | 'gzip' | null;
  body: Buffer;
  etag: string;
}

/** negotiator 1.1's second argument, which @types/negotiator 0.6 does not know yet. */
type PreferringNegotiator = Negotiator & {
  encoding(
    available: readonly string[],
    options: { preferred: readonly string[] },
  ): string | undefined;
};

/**
 * index.html differs per deployment (its runtime configuration), not per request: it is
 * built once at start, with its brotli and gzip twins and an ETag each, and revalidated
 * on every use like the file was.
 */
export function createIndexPage(html: string) {
  const identity = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const identityVariant: Variant = { encoding: null, body: identity, etag: `"${hash}"` };
  const variants: Variant[] = [identityVariant];
  if (identity.length >= MIN_COMPRESSED_BYTES) {
    variants.unshift(
      {
        encoding: 'br',
        body: brotliCompressSync(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        etag: `"${hash}-br"`,
      },
      {
        encoding: 'gzip',
        body: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
        etag: `"${hash}-gz"`,
      },
    );
  }

  // Between encodings the client values alike, the smallest body.
  const available = variants.map((each) => each.encoding ?? 'identity');

  return {
    html,
    send(request: FastifyRequest, reply: FastifyReply, status: 200 | 404) {
      const negotiator: PreferringNegotiator = new Negotiator(request);
      const chosen = negotiator.encoding(available, { preferred: available });
      // A client that refuses even identity still gets the page, uncompressed.
      const variant =
        variants.find((each) => (each.encoding ?? 'identity') === chosen) ?? identityVariant;
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (variant.encoding) reply.header('content-encoding', variant.encoding);
      // A 404 page must not be revalidated into a 304 of some other page's ETag.
      if (status === 200) {
        reply.header('etag', variant.etag);
        const ifNoneMatch = request.headers['if-none-match'];
        if (
          ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)
        ) {
          return reply.code(304).send();
        }
      }
      return reply.send(variant.body);
    },
  };
}
