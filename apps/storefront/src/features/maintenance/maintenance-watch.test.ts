import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiHttp } from '@shop/api-client';
import { startMaintenanceWatch } from './maintenance-watch';

describe('the maintenance watch (SPEC.md §4 Maintenance)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  function setUp(path: string, maintenance: boolean) {
    const headers = maintenance ? { 'x-maintenance': 'on' } : undefined;
    const http = createApiHttp({
      baseUrl: 'https://shop.example/api/v1/',
      fetch: async () => Response.json({ data: {} }, headers ? { headers } : {}),
    });
    const navigate = vi.fn();
    stop = startMaintenanceWatch(() => path, navigate);
    return { http, navigate };
  }

  it('sends the visitor to the maintenance page when a reply carries the header', async () => {
    const { http, navigate } = setUp('/fr/produits', true);
    await http.get('menu').json();
    expect(navigate).toHaveBeenCalledWith('/fr/maintenance');
  });

  it('sends them home when a reply comes without it while on the maintenance page', async () => {
    const { http, navigate } = setUp('/fr/maintenance', false);
    await http.get('maintenance').json();
    expect(navigate).toHaveBeenCalledWith('/fr/');
  });

  it('does nothing elsewhere without the header, or on the page with it', async () => {
    const first = setUp('/fr/produits', false);
    await first.http.get('menu').json();
    expect(first.navigate).not.toHaveBeenCalled();
    stop();
    const second = setUp('/fr/maintenance', true);
    await second.http.get('menu').json();
    expect(second.navigate).not.toHaveBeenCalled();
  });
});
