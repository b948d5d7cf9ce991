import { describe, expect, it } from 'vitest';
import { cornerSiteUrl } from './corner-site-url';

describe('cornerSiteUrl', () => {
  it('points at the corner home on the brand subdomain, keeping the port', () => {
    expect(cornerSiteUrl('lactea', 'localhost:3000', 'http:')).toBe(
      'http://lactea.localhost:3000/fr/index',
    );
  });

  it('uses https for anything but a plain http page', () => {
    expect(cornerSiteUrl('phytaline', 'boutique.example', 'https:')).toBe(
      'https://phytaline.boutique.example/fr/index',
    );
  });
});
