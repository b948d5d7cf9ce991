import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { DEFAULT_SPA_DIR } from '../src/paths';

describe('readConfig', () => {
  it('runs on the defaults of ARCHITECTURE.md §5', () => {
    const config = readConfig({});
    expect(config).toEqual({
      ok: true,
      value: {
        port: 3000,
        host: '127.0.0.1',
        shopApiUrl: new URL('http://127.0.0.1:3100/api/v1'),
        spaDir: DEFAULT_SPA_DIR,
        logLevel: 'info',
      },
    });
    expect(DEFAULT_SPA_DIR).toMatch(/apps\/storefront\/dist$/);
  });

  it('drops a trailing slash of SHOP_API_URL so paths join cleanly', () => {
    const config = readConfig({ SHOP_API_URL: 'http://shop.internal:8080/api/v1/' });
    expect(config.ok && config.value.shopApiUrl.pathname).toBe('/api/v1');
  });

  it('refuses a bad value in one line naming the variable', () => {
    expect(readConfig({ PORT: 'trois-mille' })).toEqual({
      ok: false,
      message: 'invalid configuration: PORT="trois-mille": expected a port number',
    });
    expect(readConfig({ SHOP_API_URL: 'shop-api:3100' })).toMatchObject({ ok: false });
  });
});
