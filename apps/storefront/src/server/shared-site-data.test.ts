import { describe, expect, it } from 'vitest';
import { createSharedSiteData } from './shared-site-data';

const API = 'http://shop.test/api/v1/';

/** A shop API that counts its calls by path and answers each as `answer` says. */
function upstream(answer: (path: string) => Response = () => Response.json({ data: {} })) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(new Request(input, init).url);
    calls.push(url.pathname + url.search);
    return Promise.resolve(answer(url.pathname));
  };
  return { calls, fetch };
}

describe('the site-wide replies shared between renders', () => {
  it('asks the shop API once for the site-wide calls of many renders, and every time for the rest', async () => {
    const shop = upstream();
    const shared = createSharedSiteData();
    const fetch = shared.sharing(API, shop.fetch);

    const replies = await Promise.all([
      fetch(`${API}shop?shop_id=1&lang=fr`),
      fetch(`${API}shop?shop_id=1&lang=fr`),
      fetch(`${API}menu?shop_id=1&lang=fr`),
      fetch(`${API}product/lactea?shop_id=1&lang=fr`),
    ]);
    await fetch(`${API}shop?shop_id=1&lang=fr`);
    await fetch(`${API}product/lactea?shop_id=1&lang=fr`);

    expect(await Promise.all(replies.map((reply) => reply.json()))).toEqual([
      { data: {} },
      { data: {} },
      { data: {} },
      { data: {} },
    ]);
    expect(shop.calls.sort()).toEqual([
      '/api/v1/menu?shop_id=1&lang=fr',
      '/api/v1/product/lactea?shop_id=1&lang=fr',
      '/api/v1/product/lactea?shop_id=1&lang=fr',
      '/api/v1/shop?shop_id=1&lang=fr',
    ]);
  });

  it('keeps no failure and no reply given in maintenance', async () => {
    let status = 503;
    let maintenance = false;
    const shop = upstream(() =>
      Response.json(
        { data: {} },
        { status, headers: maintenance ? { 'x-maintenance': 'on' } : {} },
      ),
    );
    const fetch = createSharedSiteData().sharing(API, shop.fetch);

    expect((await fetch(`${API}setting`)).status).toBe(503);
    status = 200;
    maintenance = true;
    const during = await fetch(`${API}setting`);
    expect(during.headers.get('x-maintenance')).toBe('on');
    maintenance = false;
    await fetch(`${API}setting`);
    await fetch(`${API}setting`);

    expect(shop.calls).toEqual(['/api/v1/setting', '/api/v1/setting', '/api/v1/setting']);
  });

  it('never shares a call that carries a token, or that changes anything', async () => {
    const shop = upstream();
    const fetch = createSharedSiteData().sharing(API, shop.fetch);

    await fetch(`${API}shop`, { headers: { authorization: 'Bearer visitor' } });
    await fetch(`${API}shop`, { headers: { authorization: 'Bearer other' } });
    await fetch(`${API}country`, { method: 'POST', body: '{}' });
    await fetch(`${API}country`, { method: 'POST', body: '{}' });

    expect(shop.calls).toHaveLength(4);
  });

  it('asks again once a reply is older than its freshness', async () => {
    const shop = upstream();
    const fetch = createSharedSiteData(20).sharing(API, shop.fetch);

    await fetch(`${API}country`);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await fetch(`${API}country`);

    expect(shop.calls).toHaveLength(2);
  });
});
