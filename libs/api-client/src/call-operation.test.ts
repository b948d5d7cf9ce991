import { describe, expect, it } from 'vitest';
import { ValiError } from 'valibot';
import { callOperation, pathOf } from './call-operation';
import { ACCOUNT, CART } from './contract';
import { createApiHttp } from './http';
import { useFakeUpstream } from './testing/fake-upstream';

const upstream = useFakeUpstream({ reply: { data: { product_id: 7, is_favorite: false } } });
const http = () => createApiHttp({ baseUrl: upstream.baseUrl });

describe('callOperation', () => {
  it("makes the operation's method on its path, with the body as JSON", async () => {
    const state = await callOperation(http(), ACCOUNT.removeFavouriteProduct, {
      body: { product_id: 7 },
    });

    expect(state).toEqual({ product_id: 7, is_favorite: false });
    expect(upstream.lastRequest?.method).toBe('DELETE');
    expect(upstream.requested().pathname).toBe('/api/v1/user/favorite-product');
    expect(upstream.lastRequest?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('fills the path parameters, encoded', () => {
    expect(pathOf(CART.getCart, { token: 'a/b c' })).toBe('cart/a%2Fb%20c');
    expect(() => pathOf(CART.getCart)).toThrow('getCart: no value for {token}');
  });

  it("parses the reply with the operation's schema", async () => {
    upstream.reply({ data: { product_id: 'seven', is_favorite: false } });
    await expect(
      callOperation(http(), ACCOUNT.addFavouriteProduct, { body: { product_id: 7 } }),
    ).rejects.toBeInstanceOf(ValiError);
  });
});
