import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture, servedIndex } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

const BASE_DOMAIN = 'boutique.example';

let app: FastifyInstance;
let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
const calls: string[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.addHook('onRequest', async (request) => {
      calls.push(request.url);
    });
  });
  app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir, baseDomain: BASE_DOMAIN });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

/**
 * Without server rendering, the head of an entity page is drawn by the SPA's routes: the
 * gateway sends the shell as for any page of the SPA's tree, known entity or
 * not, and asks the shop API nothing about the page (only its CMS redirections).
 */
describe('entity pages with SSR off', () => {
  it.each([
    '/fr/produit/magnesium-marin',
    '/fr/produit/inconnu',
    '/fr/besoin/bien-etre/sommeil',
    '/fr/marque/lactea',
    '/fr/conseil/bien-dormir',
    '/fr/conseils/sommeil',
    '/fr/actualite/salon',
    '/fr/qualite-innovation/nos-souches',
    '/fr/cgv',
  ])('%s gets the plain shell with 200, the shop API not asked about it', async (url) => {
    calls.length = 0;
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(servedIndex(BASE_DOMAIN));
    expect(calls.filter((call) => !call.startsWith('/api/v1/redirection'))).toEqual([]);
  });
});
