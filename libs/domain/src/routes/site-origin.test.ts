import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it('is https on a public base domain, for the main site and a corner site', () => {
    expect(siteOrigin('boutique.example')).toBe('https://boutique.example');
    expect(siteOrigin('boutique.example', 'lactea')).toBe('https://lactea.boutique.example');
  });

  it.each(['localhost:3000', '127.0.0.1:8080', '[::1]:3000'])(
    'is http on the local base domain %s, which has no certificate',
    (baseDomain) => {
      expect(siteOrigin(baseDomain)).toBe(`http://${baseDomain}`);
    },
  );

  it('keeps https for a public name that merely contains "localhost"', () => {
    expect(siteOrigin('shop-localhost.example')).toBe('https://shop-localhost.example');
  });
});
