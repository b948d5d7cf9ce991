import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@shop/api-client/openapi';
import { useSeededApp } from './helpers/seeded-app';
import { testDatabaseKinds } from './helpers/test-databases';

/**
 * The shop API's routes and the gateway's `/docs` both come from the contract's operation
 * table (libs/api-client/src/contract/operations): a route written beside the table, or an
 * operation no route registers, shows here. Each side is named by operation id and path;
 * the methods may differ where the gateway says so (logout: a POST at the gateway).
 */
describe('the shop API and its OpenAPI document', () => {
  const [pglite] = testDatabaseKinds;
  if (!pglite) throw new Error('PGlite always runs');
  const routes: RouteOptions[] = [];
  // With the test routes, to show they stay out of the document.
  const api = useSeededApp(pglite, { testRoutes: true, onRoute: (route) => routes.push(route) });

  /** `id → path` of the routes under `/api/v1` (HEAD is Fastify's own twin of each GET). */
  const registered = new Map<string, string>();
  const unlisted: string[] = [];
  const testRoutes: string[] = [];

  beforeAll(() => {
    expect(api.app).toBeDefined();
    for (const route of routes) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (methods.length === 0) continue;
      const name = `${methods.join(',')} ${route.url}`;
      if (!route.url.startsWith('/api/v1/')) {
        if (/^\/(testing|dev)\//.test(route.url)) testRoutes.push(name);
        continue;
      }
      const id = route.config?.operationId;
      if (id === undefined) unlisted.push(name);
      else registered.set(id, route.url.replace(/:(\w+)/g, '{$1}'));
    }
  });

  const documented = new Map<string, string>();
  const document = buildOpenApiDocument('v1');
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const operation of Object.values(methods)) {
      documented.set(String(operation.operationId), path);
    }
  }

  it('registers every route under /api/v1 from an operation of the table', () => {
    expect(unlisted).toEqual([]);
  });

  it('lists the same operations, at the same paths, in the document as in the routes', () => {
    expect(registered.size).toBeGreaterThan(100);
    expect(Object.fromEntries([...documented].sort())).toEqual(
      Object.fromEntries([...registered].sort()),
    );
  });

  it('leaves the test routes out of the document: they are outside /api/v1', () => {
    expect(testRoutes.length).toBeGreaterThan(0);
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => /\/(testing|dev)\//.test(path))).toEqual([]);
  });
});
