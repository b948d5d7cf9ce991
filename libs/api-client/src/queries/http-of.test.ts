import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiHttp, apiHttp } from '../http';
import { productQueryOptions } from './catalogue';
import { bindApiHttp, httpOf } from './http-of';
import { shopQueryOptions } from './shop';

const shopNamed = (name: string) => ({
  id: 1,
  name,
  url: 'http://localhost:3000',
  languages: [{ code: 'fr', label: 'Français' }],
  salesplans: [{ id: 1, target: 'default', currency_symbol: '€' }],
});

/** An http instance whose upstream answers every call with `data` and records the URLs. */
function upstreamAnswering(data: unknown) {
  const asked: string[] = [];
  const http = createApiHttp({
    baseUrl: 'http://upstream.test/api/v1/',
    fetch: (input, init) => {
      asked.push(new Request(input, init).url);
      return Promise.resolve(Response.json({ data }));
    },
  });
  return { http, asked };
}

describe('httpOf', () => {
  it('is the browser instance for a client bound to nothing', () => {
    expect(httpOf(new QueryClient())).toBe(apiHttp);
  });

  it('sends each client’s queries through its own instance, side by side', async () => {
    const first = upstreamAnswering(shopNamed('Boutique A'));
    const second = upstreamAnswering(shopNamed('Boutique B'));
    const a = new QueryClient();
    const b = new QueryClient();
    bindApiHttp(a, first.http);
    bindApiHttp(b, second.http);

    const [shopA, shopB] = await Promise.all([
      a.fetchQuery(shopQueryOptions()),
      b.fetchQuery(shopQueryOptions()),
    ]);

    expect(shopA.name).toBe('Boutique A');
    expect(shopB.name).toBe('Boutique B');
    expect(first.asked).toHaveLength(1);
    expect(second.asked).toHaveLength(1);
  });

  it('reaches the bound upstream with the call’s own path', async () => {
    const upstream = upstreamAnswering({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    bindApiHttp(client, upstream.http);

    // The reply does not match the product schema: only the address asked matters here.
    await client.fetchQuery(productQueryOptions('omega-3')).catch(() => undefined);

    expect(new URL(upstream.asked[0] ?? '').pathname).toBe('/api/v1/product/omega-3');
  });
});
