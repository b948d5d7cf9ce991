import { access, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHeadInjection, type HeadAnswer } from '../seo/head-injection';

/** Content-hashed files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) is revalidated on every use. */
const REVALIDATE = 'no-cache';

/** Paths the SPA's router owns (SPEC.md §2): the /fr/ tree and previews. */
const SPA_PATH = /^\/(?:fr\/|preview\/)/;
/** A last path segment with an extension asks for a file, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

function isNavigation(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && !path.startsWith('/api/') && !FILE_PATH.test(path)
  );
}

function sendIndex(reply: FastifyReply, status: 200 | 404) {
  // A 404 page must not be revalidated into a 304 of some other page's ETag.
  const validators = status === 200 ? {} : { etag: false, lastModified: false };
  return reply.code(status).sendFile('index.html', validators);
}

/**
 * Serves the storefront build: hashed assets for a year, index.html revalidated, brotli
 * or gzip twins when the build made them; every page path gets index.html, with 200 for
 * the SPA's own tree and 404 elsewhere, so that the SPA shows its 404 page either way.
 */
export interface SpaOptions {
  spaDir: string;
  /** With both, entity pages get their head from the upstream (seo/head-injection.ts). */
  shopApiUrl?: URL;
  baseDomain?: string;
}

export default async function spaRoutes(app: FastifyInstance, options: SpaOptions) {
  const index = join(options.spaDir, 'index.html');
  await access(index).catch(() => {
    throw new Error(`no storefront build at ${options.spaDir} (run: npm run build)`);
  });

  const headAnswer =
    options.shopApiUrl && options.baseDomain
      ? createHeadInjection({
          shopApiUrl: options.shopApiUrl,
          baseDomain: options.baseDomain,
          indexHtml: await readFile(index, 'utf8'),
        })
      : async (): Promise<HeadAnswer> => null;

  await app.register(fastifyStatic, {
    root: options.spaDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
    setHeaders(reply: FastifyReply, path: string) {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!isNavigation(request.method, path)) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (!SPA_PATH.test(path)) return sendIndex(reply, 404);
    const answer = await headAnswer(request, path);
    if (answer?.status === 404) return sendIndex(reply, 404);
    if (answer?.status === 200) {
      // Built per request, so no validator: revalidation would always refetch it anyway.
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(answer.html);
    }
    return sendIndex(reply, 200);
  });
}
