import { describe, expect, it } from 'vitest';
import { ValiError } from 'valibot';
import { createApiHttp } from '../http';
import { useFakeUpstream } from '../testing/fake-upstream';
import { callOperation } from '../call-operation';
import { SHOP } from '../contract';
import { getShop } from './shop';

const shop = {
  id: 1,
  name: 'Laboratoires Test',
  url: 'http://localhost:3000',
  languages: [{ code: 'fr', label: 'Français' }],
  salesplans: [{ id: 1, target: 'default', currency_symbol: '€' }],
};

const upstream = useFakeUpstream({ reply: { data: shop } });
const http = () => createApiHttp({ baseUrl: upstream.baseUrl });

describe('getShop', () => {
  it('asks /shop with the default shop_id and lang and the x-requested-with header', async () => {
    const result = await getShop(http());

    expect(result).toEqual(shop);
    const url = upstream.requested();
    expect(url.pathname).toBe('/api/v1/shop');
    expect(url.searchParams.get('shop_id')).toBe('1');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(upstream.lastRequest?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('rejects a reply that does not match the contract', async () => {
    upstream.reply({ data: { ...shop, salesplans: [{ id: 'one' }] } });
    await expect(getShop(http())).rejects.toBeInstanceOf(ValiError);
  });
});

describe('default query parameters', () => {
  it('keeps the values a call sets itself', async () => {
    await callOperation(http(), SHOP.getShop, { query: { shop_id: 7, lang: 'de' } });
    const url = upstream.requested();
    expect(url.searchParams.get('shop_id')).toBe('7');
    expect(url.searchParams.get('lang')).toBe('de');
  });

  it('adds them to a call whose parameters are given as a string', async () => {
    await http().get('shop', { searchParams: 'page=2' }).json();
    const url = upstream.requested();
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', shop_id: '1', lang: 'fr' });
  });
});
