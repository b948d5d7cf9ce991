import { describe, expect, it } from 'vitest';
import { socialNetwork } from './social-network';

describe('socialNetwork', () => {
  it('names the seeded networks from their host', () => {
    expect(socialNetwork('https://www.facebook.com/laboratoires')?.name).toBe('Facebook');
    expect(socialNetwork('https://www.instagram.com/laboratoires')?.name).toBe('Instagram');
    expect(socialNetwork('https://www.youtube.com/@laboratoires')?.name).toBe('YouTube');
  });

  it('names an unknown network after its host', () => {
    expect(socialNetwork('https://www.mastodon.example/@lab')).toMatchObject({
      key: 'other',
      name: 'mastodon.example',
    });
  });

  it('drops values that are not web addresses', () => {
    expect(socialNetwork('javascript:alert(1)')).toBeNull();
    expect(socialNetwork('pas une adresse')).toBeNull();
  });
});
