import { describe, expect, it } from 'vitest';
import { settings } from '../../../src/db/schema';
import { seedForTests } from '../../helpers/test-seed';
import { useSeededApp, useSiblingApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('settings and reference lists on $name', (kind) => {
  const api = useSeededApp(kind);
  // The same database, served with MAINTENANCE=on.
  const inMaintenance = useSiblingApp(api, { maintenance: true });
  const get = api.request;

  describe('GET /shop by url', () => {
    it.each([
      'https://www.aubepine.example',
      'https://www.aubepine.example/fr/produits?x=1',
      'www.aubepine.example',
      'aubepine.example',
      'https://lactea.aubepine.example/fr/index',
      'http://localhost:3000',
      'lactea.localhost:3000',
    ])('finds shop 1 at %s', async (url) => {
      const response = await get(`/shop?url=${encodeURIComponent(url)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: 1, url: 'https://www.aubepine.example' });
    });

    it.each(['https://www.autre-boutique.example', 'aubepine.example.evil.example', 'http://[bad'])(
      'answers 404 shop_not_found for %s',
      async (url) => {
        const response = await get(`/shop?url=${encodeURIComponent(url)}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('shop_not_found');
      },
    );

    it('answers 400 for a url with spaces or control characters', async () => {
      const response = await get('/shop?url=a%20b');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ url: 'invalid_format' });
    });

    it.each(['99999999999', 'Infinity', '-Infinity'])(
      'answers 400 on shop_id, not 500, for a shop id %s beyond the database integers',
      async (id) => {
        const response = await get(`/shop?shop_id=${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty('shop_id');
      },
    );
  });

  it('GET /setting lists the global settings, activate_popup = 1 among them', async () => {
    const response = await get('/setting');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data;
    expect(total).toBe(items.length);
    expect(items).toContainEqual({ code: 'activate_popup', values: ['1'] });
    expect(items).toContainEqual({ code: 'footer_menu', values: ['footer'] });
    const messages = items.find(
      (item: { code: string }) => item.code === 'healthy_eating_messages',
    );
    expect(messages.values).toHaveLength(4);
  });

  it('GET /setting/{code} answers one setting, or 404 setting_not_found', async () => {
    expect((await get('/setting/activate_popup')).json()).toEqual({
      data: { code: 'activate_popup', values: ['1'] },
    });
    const missing = await get('/setting/nothing_here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('setting_not_found');
  });

  it('GET /menu answers the header and footer menus with their childs', async () => {
    const { items, total } = (await get('/menu')).json().data;
    expect(total).toBe(2);
    expect(items.map((menu: { code: string }) => menu.code)).toEqual(['footer', 'header']);
    const header = items.find((menu: { code: string }) => menu.code === 'header');
    expect(header.items.map((item: { code: string }) => item.code)).toEqual([
      'products',
      'needs',
      'brands',
      'advice',
      'quality',
    ]);
    expect(header.items[0].childs).toContainEqual({
      label: 'Microbiotes',
      slug: 'produits/-categories--microbiotes',
    });
    expect(header.items[1].childs.length).toBeGreaterThan(0);
  });

  it('GET /menu?code= and /menu/{code} answer one menu; an unknown code 404', async () => {
    const listed = (await get('/menu?code=footer')).json().data;
    expect(listed.total).toBe(1);
    const footer = (await get('/menu/footer')).json().data;
    expect(footer).toEqual(listed.items[0]);
    expect(footer.items[2].childs).toContainEqual({
      label: 'Mentions légales',
      slug: 'mentions-legales',
    });
    expect((await get('/menu/nope')).json().error.code).toBe('menu_not_found');
  });

  it('GET /country answers France with its contacts and sites', async () => {
    const { items, total } = (await get('/country')).json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      code: 'FR',
      url: 'https://www.aubepine.example',
      pro_url: 'https://solutions.aubepine.example/',
      corporate_url: 'https://www.laboratoires-aubepine.example/',
      contact: {
        laboratory: {
          phone: { display: '04 78 60 12 34', link: 'tel:+33478601234' },
          fax: { display: '04 78 60 12 35', link: 'fax:+33478601235' },
        },
        headquarters: { phone: { display: '04 78 33 20 00', link: 'tel:+33478332000' } },
      },
    });
    expect((await get('/country/fr')).json().data.code).toBe('FR');
    expect((await get('/country/DE')).json().error.code).toBe('country_not_found');
  });

  it('GET /customer/origins answers the ten choices over the nine codes', async () => {
    const { items, total } = (await get('/customer/origins')).json().data;
    expect(total).toBe(10);
    expect(new Set(items.map((item: { code: string }) => item.code))).toEqual(
      new Set(['MED', 'PHA', 'APS', 'AMI', 'PRE', 'ACT', 'SIP', 'ASI', 'AUT']),
    );
    expect(items[0]).toEqual({ id: 1, code: 'MED', label: 'Mon médecin' });
  });

  it('GET /civilities answers Madame and Monsieur', async () => {
    expect((await get('/civilities')).json()).toEqual({
      data: {
        items: [
          { id: 1, label: 'Madame', short: 'Mme' },
          { id: 2, label: 'Monsieur', short: 'M.' },
        ],
        total: 2,
      },
    });
    expect((await get('/civilities/2')).json().data.label).toBe('Monsieur');
    expect((await get('/civilities/3')).json().error.code).toBe('civility_not_found');
  });

  it('GET /carrier answers the three carriers with costs in euros and their delays', async () => {
    const { items } = (await get('/carrier')).json().data;
    expect(items.map((c: { code: string; cost: number }) => [c.code, c.cost])).toEqual([
      ['parcel', 5.9],
      ['relay', 4.5],
      ['express', 12.9],
    ]);
    expect(items[0].delay).toEqual({ min: 2, max: 4, unit: 'working_days' });
    expect(items[1].delay).toEqual({ min: 24, max: 24, unit: 'working_hours' });
    expect((await get('/carrier/3')).json().data.code).toBe('express');
    expect((await get('/carrier/9')).statusCode).toBe(404);
  });

  it('GET /payment answers card brands, a wallet, two mobile wallets and cheque', async () => {
    const { items } = (await get('/payment')).json().data;
    const kinds = items.map((item: { kind: string }) => item.kind);
    expect(kinds.filter((k: string) => k === 'card').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k: string) => k === 'wallet')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'mobile_wallet')).toHaveLength(2);
    expect(items.at(-1)).toMatchObject({ code: 'cheque', kind: 'cheque' });
    expect((await get('/payment/99')).json().error.code).toBe('payment_method_not_found');
  });

  describe('maintenance', () => {
    it('is off by default: no header, GET /maintenance says inactive', async () => {
      const response = await get('/maintenance');
      expect(response.json()).toEqual({ data: { active: false } });
      expect(response.headers['x-maintenance']).toBeUndefined();
    });

    it.each(['/maintenance', '/setting', '/shop', '/page/999999', '/nowhere', '/menu?code=BAD!'])(
      'with MAINTENANCE=on every reply carries x-maintenance (%s)',
      async (path) => {
        const response = await inMaintenance.request(path);
        expect(response.headers['x-maintenance']).toBe('on');
      },
    );

    it('with MAINTENANCE=on GET /maintenance says active', async () => {
      expect((await inMaintenance.request('/maintenance')).json()).toEqual({
        data: { active: true },
      });
    });
  });

  it('seeding again changes nothing', async () => {
    const before = await api.db.select().from(settings);
    await api.database.prepare(seedForTests);
    expect(await api.db.select().from(settings)).toEqual(before);
  });
});
