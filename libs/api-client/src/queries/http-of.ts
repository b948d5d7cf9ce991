import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { apiHttp } from '../http';

/**
 * The http instance a QueryClient's queries call through. The browser has one client and
 * the global `apiHttp`; the server makes a client per request and binds it to that
 * request's instance (shop API base, the visitor's token), so a query function reaches
 * the right visitor's upstream through the `client` Query hands it, never through a
 * module global that another request could have set.
 */
const bound = new WeakMap<QueryClient, KyInstance>();

export function bindApiHttp(client: QueryClient, http: KyInstance): void {
  bound.set(client, http);
}

export function httpOf(client: QueryClient): KyInstance {
  return bound.get(client) ?? apiHttp;
}
