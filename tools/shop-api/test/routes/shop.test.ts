import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema';
import { seedForTests } from '../helpers/test-seed';
import { useSeededApp } from '../helpers/seeded-app';
import { testDatabaseKinds } from '../helpers/test-databases';

describe.each(testDatabaseKinds)('GET /api/v1/shop on $name', (kind) => {
  const api = useSeededApp(kind);

  it('answers the default shop with its languages and sales plans', async () => {
    const response = await api.request('/shop?shop_id=1&lang=fr');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      data: {
        id: 1,
        name: 'Laboratoires Aubépine',
        url: 'https://www.aubepine.example',
        languages: [
          { code: 'fr', label: 'Français' },
          { code: 'de', label: 'Deutsch' },
          { code: 'en', label: 'English' },
          { code: 'es', label: 'Español' },
          { code: 'it', label: 'Italiano' },
        ],
        salesplans: [
          { id: 1, target: 'default', currency_symbol: '€' },
          { id: 2, target: 'professional', currency_symbol: '€' },
        ],
      },
    });
  });

  it('defaults to shop 1 when the call names none', async () => {
    const response = await api.request('/shop');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(1);
  });

  it('reads the shop from the database on every call', async () => {
    await api.db.update(shops).set({ name: 'Laboratoires Renommés' }).where(eq(shops.id, 1));
    try {
      const response = await api.request('/shop');
      expect(response.json().data.name).toBe('Laboratoires Renommés');
    } finally {
      await api.db.update(shops).set({ name: 'Laboratoires Aubépine' }).where(eq(shops.id, 1));
    }
  });

  it('answers 404 shop_not_found for a shop that does not exist', async () => {
    const response = await api.request('/shop?shop_id=99');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'shop_not_found', message: 'Shop not found' },
    });
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 invalid_input for shop_id=%s', async (value) => {
    const response = await api.request(`/shop?shop_id=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { shop_id: expect.any(String) } },
    });
  });

  it('answers 400 invalid_input for a language the server does not know', async () => {
    const response = await api.request('/shop?lang=xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ lang: 'invalid_value' });
  });

  it('seeding again leaves one default shop', async () => {
    await api.database.prepare(seedForTests);
    expect(await api.db.select().from(shops)).toHaveLength(1);
  });
});
