import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type ShopApiOptions } from '../../src/app';
import type { TestDatabase, TestDatabaseKind } from './test-databases';
import { TEST_PASSWORD_HASH_COST } from './test-seed';

/** Reply bodies are checked field by field in the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

export type SeededAppOptions = Pick<
  ShopApiOptions,
  | 'maintenance'
  | 'now'
  | 'captcha'
  | 'paymentExpiryMs'
  | 'testRoutes'
  | 'onRoute'
  | 'rasterise'
  | 'trustedProxies'
  | 'jwtSecret'
  | 'smtpUrl'
>;

interface Context {
  database: TestDatabase;
  app: FastifyInstance;
}

export type SeededApp = ReturnType<typeof calls>;

/**
 * A seeded database and the app on it, once per suite (`describe`): opened in
 * `beforeAll`, closed in `afterAll`. The suite's tests share it: what one writes, the
 * next ones see.
 */
export function useSeededApp(kind: TestDatabaseKind, options: SeededAppOptions = {}): SeededApp {
  const context = {} as Context;
  beforeAll(async () => {
    context.database = await kind.openSeeded();
    context.app = await buildApp({
      db: context.database.db,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...options,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.dispose();
  });
  return calls(context);
}

/**
 * A second app over the database of `base`, for instance one in maintenance. Declare it
 * after `base` in the same suite: it opens after and closes before.
 */
export function useSiblingApp(base: SeededApp, options: SeededAppOptions): SeededApp {
  const context = {} as Context;
  beforeAll(async () => {
    context.database = base.database;
    context.app = await buildApp({
      db: context.database.db,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...options,
    });
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return calls(context);
}

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  /** Client address, for the per-address rules (login attempts). */
  remoteAddress?: string;
}

function calls(context: Context) {
  return {
    get app() {
      return context.app;
    },
    get db() {
      return context.database.db;
    },
    get database() {
      return context.database;
    },
    /** GETs a path under /api/v1: the reply as `app.inject` gives it. */
    request: (path: string) => context.app.inject(`/api/v1${path}`),
    /** GETs a path under /api/v1 and returns status and parsed body. */
    async get(path: string) {
      const response = await context.app.inject(`/api/v1${path}`);
      return {
        status: response.statusCode,
        body: response.headers['content-type']?.startsWith('application/json')
          ? (response.json() as Body)
          : response.body,
        headers: response.headers,
      };
    },
    /** Any method on a path under /api/v1, with a JSON body and a token: status and body. */
    async call(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      options: CallOptions = {},
    ) {
      const response = await context.app.inject({
        method,
        url: `/api/v1${path}`,
        remoteAddress: options.remoteAddress,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      return {
        status: response.statusCode,
        body: response.headers['content-type']?.startsWith('application/json')
          ? (response.json() as Body)
          : response.body,
        headers: response.headers,
      };
    },
  };
}
