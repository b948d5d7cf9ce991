import { describe, expect, it } from 'vitest';
import { createApiHttp } from '../http';
import { useFakeUpstream } from '../testing/fake-upstream';
import { logout } from './identity';

const upstream = useFakeUpstream({ reply: { data: { success: true } } });

describe('logout', () => {
  it('is a POST with the token marker and the x-requested-with header the gateway requires', async () => {
    await logout(createApiHttp({ baseUrl: upstream.baseUrl }));

    expect(upstream.lastRequest?.method).toBe('POST');
    expect(upstream.requested().pathname).toBe('/api/v1/user/logout');
    expect(upstream.lastRequest?.headers['x-with-token']).toBe('1');
    expect(upstream.lastRequest?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });
});
