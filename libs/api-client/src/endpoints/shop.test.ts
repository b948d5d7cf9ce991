import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ValiError } from 'valibot';
import { createApiHttp } from '../http';
import { readData } from '../read-data';
import { ShopSchema } from '../contract';
import { getShop } from './shop';

const shop = {
  id: 1,
  name: 'Laboratoires Test',
  url: 'http://localhost:3000',
  languages: [{ code: 'fr', label: 'Français' }],
  salesplans: [{ id: 1, target: 'default', currency_symbol: '€' }],
};

let server: Server;
let baseUrl: string;
let lastRequest: IncomingMessage | undefined;
let reply: unknown;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  reply = { data: shop };
  lastRequest = undefined;
});

describe('getShop', () => {
  it('asks /shop with the default shop_id and lang and the x-requested-with header', async () => {
    const result = await getShop(createApiHttp({ baseUrl }));

    expect(result).toEqual(shop);
    const url = new URL(lastRequest?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/api/v1/shop');
    expect(url.searchParams.get('shop_id')).toBe('1');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(lastRequest?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('rejects a reply that does not match the contract', async () => {
    reply = { data: { ...shop, salesplans: [{ id: 'one' }] } };
    await expect(getShop(createApiHttp({ baseUrl }))).rejects.toBeInstanceOf(ValiError);
  });
});

describe('default query parameters', () => {
  it('keeps the values a call sets itself', async () => {
    await readData(createApiHttp({ baseUrl }), 'shop', ShopSchema, { shop_id: 7, lang: 'de' });
    const url = new URL(lastRequest?.url ?? '', baseUrl);
    expect(url.searchParams.get('shop_id')).toBe('7');
    expect(url.searchParams.get('lang')).toBe('de');
  });

  it('adds them to a call whose parameters are given as a string', async () => {
    await readData(createApiHttp({ baseUrl }), 'shop', ShopSchema, 'page=2');
    const url = new URL(lastRequest?.url ?? '', baseUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', shop_id: '1', lang: 'fr' });
  });
});
