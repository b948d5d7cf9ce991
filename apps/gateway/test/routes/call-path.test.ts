import { describe, expect, it } from 'vitest';
import { callPath } from '../../src/routes/api/call-path';

describe('callPath', () => {
  it.each([
    ['/api/v1/user/login?shop_id=1', '/api/v1/user/login'],
    ['/api/v1//user/Login/', '/api/v1/user/login'],
    ['/api/v1/user/%6cogin', '/api/v1/user/login'],
    ['/x/../api/v1/user/login#top', '/api/v1/user/login'],
    ['/api/v1\\user\\login;jsessionid=1', '/api/v1/user/login'],
    ['/api/v1/user/%E0%A4%A', '/api/v1/user/%e0%a4%a'],
  ])('%s reads as %s, the first time and again', (url, path) => {
    expect(callPath(url)).toBe(path);
    expect(callPath(url)).toBe(path);
  });

  it('reads the same once its cache has been filled and emptied, and reads long paths', () => {
    for (let index = 0; index < 2500; index += 1) callPath(`/api/v1/product/${index}`);
    expect(callPath('/api/v1/Product/7/')).toBe('/api/v1/product/7');
    const long = `/api/v1/${'a'.repeat(300)}/../user/LOGIN`;
    expect(callPath(long)).toBe('/api/v1/user/login');
    expect(callPath(long)).toBe('/api/v1/user/login');
  });
});
