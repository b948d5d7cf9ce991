import { describe, expect, it } from 'vitest';
import { getLoggedCustomer, getShop } from '@shop/api-client';
import { createServerApiHttp, serverSession } from './server-api-http';

/** A shop API that records each request's headers and answers `data`. */
function recordingUpstream(data: unknown) {
  const seen: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    seen.push(new Request(input, init));
    return Promise.resolve(Response.json({ data }));
  };
  return { seen, fetch };
}

const shop = {
  id: 1,
  name: 'Laboratoires Test',
  url: 'http://localhost:3000',
  languages: [{ code: 'fr', label: 'Français' }],
  salesplans: [{ id: 1, target: 'default', currency_symbol: '€' }],
};

describe('the server’s http instance', () => {
  it('calls the shop API directly, without the visitor’s token on a call that does not ask for it', async () => {
    const upstream = recordingUpstream(shop);
    const http = createServerApiHttp({
      shopApiUrl: 'http://shop.test/api/v1/',
      session: serverSession('secret-token'),
      fetch: upstream.fetch,
    });

    await getShop(http);

    const [request] = upstream.seen;
    expect(request?.url).toBe('http://shop.test/api/v1/shop?shop_id=1&lang=fr');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('x-with-token')).toBeNull();
  });

  it('swaps the with-token marker for the visitor’s Bearer token', async () => {
    const upstream = recordingUpstream({});
    const http = createServerApiHttp({
      shopApiUrl: 'http://shop.test/api/v1/',
      session: serverSession('secret-token'),
      fetch: upstream.fetch,
    });

    // The reply does not matter: only what went upstream.
    await getLoggedCustomer(http).catch(() => undefined);

    const [request] = upstream.seen;
    expect(request?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(request?.headers.get('x-with-token')).toBeNull();
  });

  it('sends a with-token call without authorization when the visitor has no session', async () => {
    const upstream = recordingUpstream({});
    const http = createServerApiHttp({
      shopApiUrl: 'http://shop.test/api/v1/',
      session: serverSession(null),
      fetch: upstream.fetch,
    });

    await getLoggedCustomer(http).catch(() => undefined);

    const [request] = upstream.seen;
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('x-with-token')).toBeNull();
  });

  it('replays a with-token call once with the token a remember-me renewal gives, and keeps it', async () => {
    const seen: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const authorization = new Request(input, init).headers.get('authorization') ?? 'none';
      seen.push(authorization);
      if (authorization === 'Bearer expired-token') {
        return Promise.resolve(
          Response.json(
            {
              error: { code: 'expired_token', message: 'Expired' },
              data: { token: 'renewed-token' },
            },
            { status: 401 },
          ),
        );
      }
      return Promise.resolve(Response.json({ data: shop }));
    };
    const session = serverSession('expired-token');
    const http = createServerApiHttp({ shopApiUrl: 'http://shop.test/api/v1/', session, fetch });

    await getLoggedCustomer(http).catch(() => undefined);
    await getLoggedCustomer(http).catch(() => undefined);
    await getShop(http);

    expect(seen).toEqual([
      'Bearer expired-token',
      'Bearer renewed-token',
      'Bearer renewed-token',
      'none',
    ]);
    expect(session).toEqual({ token: 'renewed-token', renewed: 'renewed-token' });
  });

  it('tags every call with the page request’s id, and drops an id that does not look like one', async () => {
    const tagged = recordingUpstream({});
    const options = { shopApiUrl: 'http://shop.test/api/v1/', session: serverSession('t0ken') };
    const http = createServerApiHttp({
      ...options,
      requestId: 'a1b2c3d4e5f6',
      fetch: tagged.fetch,
    });
    await getShop(http).catch(() => undefined);
    await getLoggedCustomer(http).catch(() => undefined);
    expect(tagged.seen.map((request) => request.headers.get('x-request-id'))).toEqual([
      'a1b2c3d4e5f6',
      'a1b2c3d4e5f6',
    ]);

    const forged = recordingUpstream({});
    const withForged = createServerApiHttp({
      ...options,
      requestId: 'forged\nline',
      fetch: forged.fetch,
    });
    await getShop(withForged).catch(() => undefined);
    expect(forged.seen[0]?.headers.get('x-request-id')).toBeNull();
  });

  it('passes on a 401 that carries no new token, without replaying it', async () => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = () => {
      calls += 1;
      return Promise.resolve(
        Response.json(
          { error: { code: 'blacklisted_token', message: 'Revoked' } },
          { status: 401 },
        ),
      );
    };
    const session = serverSession('revoked-token');
    const http = createServerApiHttp({ shopApiUrl: 'http://shop.test/api/v1/', session, fetch });

    await expect(getLoggedCustomer(http)).rejects.toThrow();

    expect(calls).toBe(1);
    expect(session).toEqual({ token: 'revoked-token', renewed: null });
  });
});
